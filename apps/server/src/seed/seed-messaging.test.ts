import type { ConversationPage } from '@proclub/contracts/messaging';
import { beforeAll, expect, it } from 'vitest';
import { api } from '../modules/messaging/messaging.test-helpers';
import { describeEachDatabase, signIn } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('messaging: demo seed', (t) => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.database.db, t.app.auth, t.app.log, t.env, t.app);
  });

  it('gives the demo accounts conversations with messages, reactions and unread messages for the agency', async () => {
    const agency = await signIn(t.app, 'agency@demo.proclub.test', DEMO_PASSWORD);
    const list = (await agency.get(`${api}/conversations`)).json() as ConversationPage;
    expect(list.items.map((item) => item.title)).toEqual(['Brightline × Northwind partnership', 'Support: invoice question']);
    expect(list.items.map((item) => item.unread)).toEqual([2, 1]);
    expect((await agency.get(`${api}/unread`)).json()).toEqual({ total: 3 });

    const client = await signIn(t.app, 'client@demo.proclub.test', DEMO_PASSWORD);
    const [inquiry] = ((await client.get(`${api}/conversations`)).json() as ConversationPage).items;
    expect(inquiry).toMatchObject({ title: 'Bakery website refresh', type: 'inquiry', unread: 0, myRole: 'admin' });
    const history = (await client.get(`${api}/conversations/${inquiry.id}/messages`)).json() as {
      items: { reactions: { emoji: string }[] }[];
    };
    expect(history.items).toHaveLength(4);
    expect(history.items.flatMap((message) => message.reactions.map((r) => r.emoji))).toEqual(['👍', '🎉']);
  });
});
