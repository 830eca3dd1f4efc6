import { TYPING_EXPIRY_MS } from '@proclub/contracts/messaging';
import { useEffect, useState } from 'react';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { useTypingNow } from '../api/use-typing';

type Typers = Map<string, { name: string; expiresAt: number }>;

/**
 * Names of the others typing in a conversation. Starts from the server's list, follows 'typing' events, and
 * drops anyone not refreshed within 5 seconds or whose message has arrived. Expiry uses this browser's clock
 * at receipt, so clock differences between machines do not matter.
 */
export function useTypingUsers(conversationId: string, meId: string): string[] {
  const [typers, setTypers] = useState<Typers>(() => new Map());
  const initial = useTypingNow(conversationId);

  useEffect(() => {
    if (!initial.data) return;
    setTypers((current) => {
      const next = new Map(current);
      for (const item of initial.data.items) {
        if (!next.has(item.userId))
          next.set(item.userId, { name: item.name ?? 'Someone', expiresAt: Date.now() + TYPING_EXPIRY_MS });
      }
      return next;
    });
  }, [initial.data]);

  useRealtimeChannel(`conversation:${conversationId}`, (event) => {
    const userId =
      event.type === 'typing'
        ? (event.userId as string)
        : event.type === 'message.created'
          ? (event.message as { senderId: string } | undefined)?.senderId
          : undefined;
    if (!userId || userId === meId) return;
    setTypers((current) => {
      const next = new Map(current);
      if (event.type === 'typing' && event.isTyping) {
        next.set(userId, { name: (event.name as string | null) ?? 'Someone', expiresAt: Date.now() + TYPING_EXPIRY_MS });
      } else {
        next.delete(userId);
      }
      return next;
    });
  });

  useEffect(() => {
    if (typers.size === 0) return;
    const timer = setInterval(() => {
      setTypers((current) => {
        const now = Date.now();
        const live = [...current].filter(([, typer]) => typer.expiresAt > now);
        return live.length === current.size ? current : new Map(live);
      });
    }, 500);
    return () => clearInterval(timer);
  }, [typers.size]);

  return [...typers.values()].map((typer) => typer.name);
}
