import type { ProjectMessage, ProjectMessagePage, ProjectThreadPage } from '@proclub/contracts/crm';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { crmKeys } from './crm-keys';

type Messages = InfiniteData<ProjectMessagePage, unknown>;
type Threads = InfiniteData<ProjectThreadPage, unknown>;

/** Adds a message to the newest page unless it is already there (our own send and its echo both arrive). */
export function addMessage(queryClient: QueryClient, message: ProjectMessage): void {
  queryClient.setQueryData<Messages>(crmKeys.messages(message.projectId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

export function markMessagesRead(queryClient: QueryClient, projectId: string, ids: string[]): void {
  const read = new Set(ids);
  queryClient.setQueryData<Messages>(crmKeys.messages(projectId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (read.has(item.id) ? { ...item, isRead: true } : item)),
          })),
        }
      : data,
  );
}

/** Changes a thread's unread count in both thread lists (seller's Messages tab and client's My Projects). */
export function updateUnread(queryClient: QueryClient, projectId: string, next: (unread: number) => number): void {
  for (const key of [crmKeys.sellerThreads, crmKeys.myThreads]) {
    queryClient.setQueryData<Threads>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((thread) => (thread.id === projectId ? { ...thread, unread: next(thread.unread) } : thread)),
            })),
          }
        : data,
    );
  }
}
