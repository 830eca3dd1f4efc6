import type { WorkflowDefinition, WorkflowTemplateKey } from '@proclub/contracts/workflows';

/**
 * Today's four automation rules as ready-made workflows (issue 35). The review request starts when a project's
 * status changes to completed (the event), not on an hourly scan.
 */
export const TEMPLATE_DEFINITIONS: Record<WorkflowTemplateKey, { name: string; definition: WorkflowDefinition }> = {
  lead_follow_up: {
    name: 'Lead follow-up',
    definition: {
      trigger: { type: 'event', event: 'proposal.viewed' },
      steps: [
        { id: 'wait', kind: 'wait', mode: 'duration', seconds: 2 * 86_400 },
        {
          id: 'check',
          kind: 'branch',
          condition: { match: 'all', clauses: [{ field: 'proposal.status', op: 'equals', value: 'sent' }] },
          thenSteps: [
            {
              id: 'remind',
              kind: 'email',
              to: 'client',
              subject: 'A reminder about your proposal: {{proposal.title}}',
              body: 'Hi {{client.name}},\n\nJust checking in on “{{proposal.title}}”. Any questions? Reply to this email, or accept it online when you are ready: {{proposal.link}}\n\n{{workspace.name}}',
            },
            {
              id: 'task',
              kind: 'task',
              title: 'Follow up with {{client.name}} on “{{proposal.title}}”',
              memberId: 'assignee',
              dueInDays: 1,
              priority: 'high',
            },
          ],
          elseSteps: [],
        },
      ],
    },
  },
  review_request: {
    name: 'Review request',
    definition: {
      trigger: { type: 'event', event: 'project.status_changed', status: 'completed' },
      steps: [
        {
          id: 'ask',
          kind: 'email',
          to: 'client',
          subject: 'How did “{{project.title}}” go?',
          body: 'Hi {{client.name}},\n\n“{{project.title}}” is complete. Would you share how it went? A short review helps us a lot.\n\n{{workspace.name}}',
        },
      ],
    },
  },
  audit_alert: {
    name: 'Audit alert',
    definition: {
      trigger: { type: 'event', event: 'audit.score_changed', minChange: -10 },
      steps: [
        {
          id: 'tell',
          kind: 'notify',
          memberId: 'assignee',
          message: "{{client.name}}'s audit score dropped from {{event.previous}} to {{event.score}}",
        },
      ],
    },
  },
  welcome: {
    name: 'Welcome',
    definition: {
      trigger: { type: 'event', event: 'proposal.accepted' },
      steps: [
        {
          id: 'welcome',
          kind: 'email',
          to: 'client',
          subject: 'Welcome aboard, {{client.name}}!',
          body: 'Hi {{client.name}},\n\nThank you for choosing {{workspace.name}}. Your project is set up and the onboarding has started.\n\nYou will hear from us in your project thread with each step.',
        },
      ],
    },
  },
};
