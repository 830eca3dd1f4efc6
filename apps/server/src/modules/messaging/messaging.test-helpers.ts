import type { ConversationDetail, Message } from '@proclub/contracts/messaging';
import { expect } from 'vitest';
import type { ApiClient, SignedUpUser } from '../../test/test-app';

export const api = '/api/messaging';
export const conversationUrl = (id: string, rest = '') => `${api}/conversations/${id}${rest}`;

export async function createConversation(
  creator: SignedUpUser,
  others: SignedUpUser[],
  fields: { title?: string; type?: string } = {},
): Promise<ConversationDetail> {
  const response = await creator.client.post(`${api}/conversations`, {
    title: fields.title ?? 'Project kick-off',
    type: fields.type ?? 'general',
    participantIds: others.map((other) => other.id),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConversationDetail;
}

export async function sendMessage(client: ApiClient, conversationId: string, content: string): Promise<Message> {
  const response = await client.post(conversationUrl(conversationId, '/messages'), { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Message;
}

export async function unreadTotal(client: ApiClient): Promise<number> {
  const response = await client.get(`${api}/unread`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { total: number }).total;
}

export function errorMessage(response: { json(): unknown }): string {
  return (response.json() as { error: { message: string } }).error.message;
}
