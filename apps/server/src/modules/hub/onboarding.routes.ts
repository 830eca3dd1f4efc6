import { createWorkflowSchema, workflowPageSchema, workflowSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { itemAction, itemActionRoutes } from '../../lib/item-actions';
import { hubRecordRoutes } from './hub-records';
import type { OnboardingService } from './onboarding.service';

/** /api/hub/onboarding: workflows from templates or custom steps; continue marks the next step done. */
export async function onboardingRoutes(instance: FastifyInstance, { onboarding }: { onboarding: OnboardingService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  hubRecordRoutes(
    app,
    '/api/hub/onboarding',
    { item: workflowSchema, input: createWorkflowSchema, list: workflowPageSchema },
    onboarding,
  );

  itemActionRoutes(app, '/api/hub/onboarding', tags, {
    continue: itemAction(workflowSchema, (user, id) => onboarding.continue(user, id)),
  });
}
