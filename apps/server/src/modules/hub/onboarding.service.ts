import {
  type CreateWorkflowData,
  ONBOARDING_TEMPLATES,
  type Workflow,
  type WorkflowPage,
  type WorkflowStep,
} from '@proclub/contracts/hub';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { decodeNewestCursor, newestPageOf } from '../../lib/newest-cursor';
import type { HubClientsRepository } from './hub-clients.repository';
import { UNKNOWN_CLIENT_MESSAGE } from './hub-deps';
import type { OnboardingRepository, WorkflowRow } from './onboarding.repository';

const CURSOR_TAG = 'onboarding';

export function toWorkflow(row: WorkflowRow): Workflow {
  const totalSteps = row.steps.length;
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    workflowName: row.workflowName,
    templateId: row.templateId,
    status: row.status,
    steps: row.steps,
    currentStep: row.currentStep,
    totalSteps,
    percent: totalSteps ? Math.round((row.currentStep / totalSteps) * 100) : 0,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Onboarding workflows: steps done one after another; finishing the last one completes the workflow. */
export class OnboardingService {
  constructor(
    private readonly workflows: OnboardingRepository,
    private readonly clients: HubClientsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(workspaceId: string, input: CreateWorkflowData): Promise<Workflow> {
    if (!(await this.clients.find(workspaceId, input.clientId))) throw badRequest('clientId', UNKNOWN_CLIENT_MESSAGE);
    const template = input.templateId ? ONBOARDING_TEMPLATES.find((item) => item.id === input.templateId) : undefined;
    // A template's steps can be edited before creating; custom workflows bring their own.
    const titles: readonly string[] = input.steps?.length ? input.steps : (template?.steps ?? []);
    const workflowName = input.workflowName || template?.name;
    if (!workflowName) throw badRequest('workflowName', 'Workflow name is required');
    if (titles.length === 0) throw badRequest('steps', 'Add at least one step or choose a template');
    const id = await this.workflows.insert(workspaceId, {
      clientId: input.clientId,
      workflowName,
      templateId: template?.id ?? null,
      steps: titles.map((title) => ({ title, completedAt: null })),
    });
    return this.get(workspaceId, id);
  }

  async list(workspaceId: string, cursor: string | undefined, limit: number): Promise<WorkflowPage> {
    const after = decodeNewestCursor(CURSOR_TAG, cursor);
    return newestPageOf(CURSOR_TAG, await this.workflows.page(workspaceId, limit, after), limit, toWorkflow);
  }

  async get(workspaceId: string, id: string): Promise<Workflow> {
    const row = isUuid(id) ? await this.workflows.find(workspaceId, id) : null;
    if (!row) throw notFound('Workflow');
    return toWorkflow(row);
  }

  /** Continue Workflow: marks the next step done; the last one moves the workflow to completed. */
  async continue(workspaceId: string, id: string): Promise<Workflow> {
    const current = await this.get(workspaceId, id);
    if (current.status === 'completed' || current.currentStep >= current.totalSteps)
      throw new AppError('workflow_completed', 409, 'This workflow is already completed');
    const doneAt = this.now().toISOString();
    const steps: WorkflowStep[] = current.steps.map((step, index) =>
      index === current.currentStep ? { ...step, completedAt: doneAt } : step,
    );
    const currentStep = current.currentStep + 1;
    const completed = currentStep === current.totalSteps;
    const advanced = await this.workflows.advance(workspaceId, current.id, current.currentStep, {
      steps,
      currentStep,
      status: completed ? 'completed' : 'in_progress',
      completed,
    });
    if (!advanced) throw new AppError('conflict', 409, 'This workflow was just updated. Please try again.');
    return this.get(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.workflows.delete(workspaceId, id))) throw notFound('Workflow');
  }
}
