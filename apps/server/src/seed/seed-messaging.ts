import type { ConversationType, ParticipantRole } from '@proclub/contracts/messaging';
import { and, eq, sql } from 'drizzle-orm';
import { conversationMessages, conversationParticipants, conversations, messageReactions, services } from '../db/schema/index';
import type { SeedContext } from './seed-context';

type Who = 'agency' | 'vendor' | 'freelancer' | 'client';

interface DemoConversation {
  title: string;
  type: ConversationType;
  /** The first person is the creator (admin); the rest joined at creation (client) unless listed as later. */
  people: Who[];
  joinedLater?: Who[];
  /** About one of the vendor's services (a Contact Seller inquiry). */
  aboutService?: string;
  messages: { from: Who; minutesAgo: number; text: string; reactions?: [Who, string][] }[];
  /** Who has read up to which message (index); everyone else has read nothing yet. */
  readUpTo?: Partial<Record<Who, number>>;
}

const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    title: 'Bakery website refresh',
    type: 'inquiry',
    people: ['client', 'vendor'],
    messages: [
      { from: 'client', minutesAgo: 60 * 26, text: 'Hi Victor! Our bakery site is slow on phones. Could you take a look?' },
      {
        from: 'vendor',
        minutesAgo: 60 * 25,
        text: 'Happy to. I ran a quick check: images are the main problem. A refresh would take about two weeks.',
        reactions: [['client', '👍']],
      },
      { from: 'client', minutesAgo: 60 * 3, text: 'Great. Could we also add online pre-orders for cakes?' },
      {
        from: 'vendor',
        minutesAgo: 42,
        text: 'Yes — I will include pre-orders in the quote. Sending it this afternoon.',
        reactions: [['client', '🎉']],
      },
    ],
    readUpTo: { client: 3, vendor: 2 },
  },
  {
    title: 'Brightline × Northwind partnership',
    type: 'project',
    people: ['agency', 'vendor'],
    joinedLater: ['freelancer'],
    messages: [
      { from: 'agency', minutesAgo: 60 * 48, text: 'Welcome aboard! We will share the local SEO clients in this thread.' },
      {
        from: 'vendor',
        minutesAgo: 60 * 47,
        text: 'Thanks Avery. I can take the WordPress builds.',
        reactions: [['agency', '🔥']],
      },
      { from: 'agency', minutesAgo: 60 * 5, text: 'Fiona will handle copy and design for the first two sites.' },
      {
        from: 'freelancer',
        minutesAgo: 60 * 4,
        text: 'Hi both! Draft moodboards are ready for review.',
        reactions: [
          ['agency', '❤️'],
          ['vendor', '👏'],
        ],
      },
      { from: 'vendor', minutesAgo: 8, text: 'Looks great — can we hop on a call tomorrow at 10?' },
    ],
    // Avery has two unread messages here, so the demo shows badges.
    readUpTo: { agency: 2, vendor: 4, freelancer: 3 },
  },
  {
    title: 'Support: invoice question',
    type: 'support',
    people: ['freelancer', 'agency'],
    messages: [
      { from: 'freelancer', minutesAgo: 90, text: 'Quick question about last month’s invoice — who should I send it to?' },
    ],
  },
];

/** A few conversations between the demo accounts, with reactions and unread messages for the agency. */
export async function seedMessaging({ db, accounts }: SeedContext): Promise<void> {
  const id = (who: Who) => accounts[who];
  const now = Date.now();
  for (const demo of DEMO_CONVERSATIONS) {
    const times = demo.messages.map((message) => new Date(now - message.minutesAgo * 60_000));
    let serviceId: string | null = null;
    if (demo.type === 'inquiry') {
      const [service] = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.workspaceId, id('vendor')), eq(services.isActive, true)))
        .limit(1);
      serviceId = service?.id ?? null;
    }
    const [conversation] = await db
      .insert(conversations)
      .values({
        title: demo.title,
        type: demo.type,
        createdBy: id(demo.people[0]),
        serviceId,
        lastMessageAt: times.at(-1) ?? new Date(now),
        createdAt: new Date(Math.min(...times.map((time) => time.getTime()), now) - 60_000),
      })
      .returning({ id: conversations.id });
    const members: [Who, ParticipantRole][] = [
      ...demo.people.map((who, index): [Who, ParticipantRole] => [who, index === 0 ? 'admin' : 'client']),
      ...(demo.joinedLater ?? []).map((who): [Who, ParticipantRole] => [who, 'team_member']),
    ];
    await db.insert(conversationParticipants).values(
      members.map(([who, role]) => {
        const readIndex = demo.readUpTo?.[who];
        return {
          conversationId: conversation.id,
          userId: id(who),
          role,
          ...(readIndex !== undefined ? { lastReadAt: times[readIndex] } : {}),
        };
      }),
    );
    for (const [index, message] of demo.messages.entries()) {
      const [saved] = await db
        .insert(conversationMessages)
        .values({ conversationId: conversation.id, senderId: id(message.from), content: message.text, createdAt: times[index] })
        .returning({ id: conversationMessages.id });
      if (message.reactions?.length) {
        await db
          .insert(messageReactions)
          .values(message.reactions.map(([who, emoji]) => ({ messageId: saved.id, userId: id(who), emoji })));
      }
    }
    // Rows written directly: set what the send statement keeps on each participant (unread count, inbox order).
    await db.execute(sql`
      update conversation_participants p set
        unread_count = (
          select count(*) from conversation_messages m
          where m.conversation_id = p.conversation_id and m.created_at > p.last_read_at and m.sender_id <> p.user_id
        ),
        last_message_at = (select c.last_message_at from conversations c where c.id = p.conversation_id)
      where p.conversation_id = ${conversation.id}`);
  }
}
