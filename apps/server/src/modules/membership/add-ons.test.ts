import type { ConversationPage } from '@proclub/contracts/messaging';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from './membership.test-helpers';

describeEachDatabase('membership add-ons that change behaviour', (t) => {
  let supportAgent: SignedUpUser;

  beforeAll(async () => {
    supportAgent = await userWithRole(t.app, 'vendor');
  });

  const open = (user: SignedUpUser, title: string, type: string) =>
    user.client.post('/api/messaging/conversations', { title, type, participantIds: [supportAgent.id] });
  const priorityOf = async (user: SignedUpUser) =>
    Object.fromEntries(
      ((await user.client.get('/api/messaging/conversations')).json() as ConversationPage).items.map((item) => [
        item.title,
        item.priority,
      ]),
    );

  it('Priority Support marks the member’s support conversations as priority, for both sides', async () => {
    const priority = await memberWithRole(t.app, 'client', ['priority_support']);
    const basic = await memberWithRole(t.app, 'client');
    expect((await open(priority, 'Invoice question', 'support')).statusCode).toBe(201);
    expect((await open(priority, 'Project chat', 'general')).statusCode).toBe(201);
    expect((await open(basic, 'Login help', 'support')).statusCode).toBe(201);

    expect(await priorityOf(priority)).toEqual({ 'Invoice question': true, 'Project chat': false });
    expect(await priorityOf(supportAgent)).toEqual({ 'Invoice question': true, 'Project chat': false, 'Login help': false });

    // Dropping the add-on drops the mark.
    await priority.client.request('PUT', '/api/membership/add-ons', { payload: { addOns: [] } });
    expect((await priorityOf(supportAgent))['Invoice question']).toBe(false);
  });

  it('White Label and the other flags are exposed to the features that brand emails and public pages', async () => {
    const branded = await memberWithRole(t.app, 'agency', ['white_label']);
    expect((await branded.client.get('/api/membership')).json().features).toEqual({
      advancedCrm: false,
      prioritySupport: false,
      analyticsPro: false,
      whiteLabel: true,
    });
  });
});
