/** Query keys for messaging; everything lives under 'messaging' so a reconnect can refresh it all at once. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  typing: (id: string) => ['messaging', 'typing', id] as const,
  unread: ['messaging', 'unread'] as const,
  people: (q: string) => ['messaging', 'people', q] as const,
  search: (q: string) => ['messaging', 'search', q] as const,
};

export const conversationPath = (id: string, rest = '') => `/api/messaging/conversations/${encodeURIComponent(id)}${rest}`;
