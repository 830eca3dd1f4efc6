import { ONBOARDING_TEMPLATES, type Workflow, type WorkflowPage } from '@proclub/contracts/hub';
import { beforeAll, expect, it } from 'vitest';
import { type ApiClient, describeEachDatabase, type ErrorBody, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { hubClient, huge } from './hub.test-helpers';

describeEachDatabase('onboarding workflows', (t) => {
  let seller: SignedUpUser;
  let other: SignedUpUser;
  let clientId: string;

  const create = (api: ApiClient, fields: Record<string, unknown>) => api.post('/api/hub/onboarding', { clientId, ...fields });
  const next = (api: ApiClient, id: string) => api.post(`/api/hub/onboarding/${id}/continue`);
  const count = async (api: ApiClient) => ((await api.get('/api/hub/onboarding')).json() as WorkflowPage).items.length;

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'agency');
    other = await userWithRole(t.app, 'vendor');
    clientId = (await hubClient(seller.client, 'Rosa Bakery')).id;
  });

  it('offers at least three templates', () => {
    expect(ONBOARDING_TEMPLATES.length).toBeGreaterThanOrEqual(3);
    expect(ONBOARDING_TEMPLATES.map((template) => template.id)).toEqual(
      expect.arrayContaining(['local_seo', 'website_launch', 'review_generation']),
    );
  });

  it('creates from a template, continues step by step, and completes on the last step', async () => {
    const template = ONBOARDING_TEMPLATES.find((item) => item.id === 'review_generation');
    const response = await create(seller.client, { templateId: 'review_generation' });
    expect(response.statusCode).toBe(201);
    let workflow = response.json() as Workflow;
    expect(workflow).toMatchObject({
      workflowName: 'Review Generation',
      templateId: 'review_generation',
      clientName: 'Rosa Bakery',
      status: 'in_progress',
      currentStep: 0,
      totalSteps: template?.steps.length,
      percent: 0,
      completedAt: null,
    });
    expect(workflow.steps.map((step) => step.title)).toEqual(template?.steps);

    const total = workflow.totalSteps;
    for (let done = 1; done <= total; done++) {
      const advanced = await next(seller.client, workflow.id);
      expect(advanced.statusCode).toBe(200);
      workflow = advanced.json() as Workflow;
      expect(workflow.currentStep).toBe(done);
      expect(workflow.percent).toBe(Math.round((done / total) * 100));
      expect(workflow.steps.filter((step) => step.completedAt !== null)).toHaveLength(done);
      expect(workflow.status).toBe(done === total ? 'completed' : 'in_progress');
    }
    expect(workflow.completedAt).not.toBeNull();
    const refused = await next(seller.client, workflow.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This workflow is already completed');
    expect(((await seller.client.get(`/api/hub/onboarding/${workflow.id}`)).json() as Workflow).currentStep).toBe(total);
  });

  it('takes custom steps (or a template with edited steps and name)', async () => {
    const custom = (
      await create(seller.client, { workflowName: '  Photo shoot  ', steps: ['Book photographer', 'Shoot', 'Pick photos'] })
    ).json() as Workflow;
    expect(custom).toMatchObject({ workflowName: 'Photo shoot', templateId: null, totalSteps: 3, percent: 0 });
    const edited = (
      await create(seller.client, { templateId: 'website_launch', workflowName: 'Launch v2', steps: ['Only step'] })
    ).json() as Workflow;
    expect(edited).toMatchObject({ workflowName: 'Launch v2', templateId: 'website_launch', totalSteps: 1 });
    const done = (await next(seller.client, edited.id)).json() as Workflow;
    expect(done).toMatchObject({ status: 'completed', percent: 100 });
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const before = await count(seller.client);
    const cases: [Record<string, unknown>, string][] = [
      [{ workflowName: 'No steps' }, 'steps'],
      [{ workflowName: 'Empty', steps: [] }, 'steps'],
      [{ steps: ['A'] }, 'workflowName'],
      [{ workflowName: huge(), steps: ['A'] }, 'workflowName'],
      [{ workflowName: 'Blank step', steps: ['A', '  '] }, 'steps.1'],
      [{ workflowName: 'Too many', steps: Array.from({ length: 31 }, (_, i) => `Step ${i}`) }, 'steps'],
      [{ templateId: 'not_a_template' }, 'templateId'],
      [{ templateId: 'local_seo', clientId: crypto.randomUUID() }, 'clientId'],
      [{ templateId: 'local_seo', clientId: (await hubClient(other.client)).id }, 'clientId'],
    ];
    for (const [fields, field] of cases) {
      const response = await create(seller.client, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect((response.json() as ErrorBody).error.details?.fields?.[0].field).toBe(field);
    }
    expect(await count(seller.client)).toBe(before);
  });

  it('never loses a step when Continue is pressed twice at once', async () => {
    const workflow = (await create(seller.client, { templateId: 'local_seo' })).json() as Workflow;
    const responses = await Promise.all([next(seller.client, workflow.id), next(seller.client, workflow.id)]);
    const succeeded = responses.filter((response) => response.statusCode === 200).length;
    expect(succeeded).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const after = (await seller.client.get(`/api/hub/onboarding/${workflow.id}`)).json() as Workflow;
    expect(after.currentStep).toBe(succeeded);
    expect(after.steps.filter((step) => step.completedAt !== null)).toHaveLength(succeeded);
  });

  it('keeps workflows to their seller and lists them newest first', async () => {
    const first = (await create(seller.client, { templateId: 'local_seo' })).json() as Workflow;
    const second = (await create(seller.client, { templateId: 'social_media' })).json() as Workflow;
    const listed = ((await seller.client.get('/api/hub/onboarding')).json() as WorkflowPage).items.map((item) => item.id);
    expect(listed.slice(0, 2)).toEqual([second.id, first.id]);
    for (const response of [
      await other.client.get(`/api/hub/onboarding/${first.id}`),
      await next(other.client, first.id),
      await other.client.delete(`/api/hub/onboarding/${first.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await count(other.client)).toBe(0);
    expect(((await seller.client.get(`/api/hub/onboarding/${first.id}`)).json() as Workflow).currentStep).toBe(0);
    expect((await seller.client.delete(`/api/hub/onboarding/${second.id}`)).statusCode).toBe(204);
    expect((await seller.client.get(`/api/hub/onboarding/${second.id}`)).statusCode).toBe(404);
  });
});
