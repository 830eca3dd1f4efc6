import type { Participant } from '@proclub/contracts/messaging';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** Something other than a message shown in the thread at its time (a custom offer's card). */
export interface ThreadItem {
  id: string;
  createdAt: string;
  node: ReactNode;
}

/**
 * What other features add to a conversation, composed by app/ (features do not import each other): items among
 * the messages, and an action beside the message box. `useItems` is a hook, the same function for the page's life.
 */
export interface ThreadExtensions {
  useItems: (conversationId: string, meId: string) => ThreadItem[];
  ComposerAction?: ComponentType<{ conversationId: string; participants: Participant[] }>;
}

const none: ThreadItem[] = [];
const ThreadExtensionsContext = createContext<ThreadExtensions>({ useItems: () => none });

export const ThreadExtensionsProvider = ThreadExtensionsContext.Provider;
export const useThreadExtensions = () => useContext(ThreadExtensionsContext);
