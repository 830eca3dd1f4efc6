import type { Message, Participant } from '@proclub/contracts/messaging';
import { format, isSameDay } from 'date-fns';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { useNow } from '../hooks/use-now';
import type { ThreadItem } from '../thread-extensions';
import { MessageItem } from './message-item';

interface MessageListProps {
  messages: Message[];
  /** Other items (custom offers) placed among the loaded messages by time. */
  extraItems?: ThreadItem[];
  meId: string;
  participants: Participant[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onToggleReaction: (messageId: string, emoji: string) => void;
}

const NEAR_BOTTOM_PX = 120;

/**
 * The history, newest at the bottom. Opens scrolled to the end; reaching the top loads the page before it
 * and keeps what the user was reading in place; a new message scrolls into view only if the user was
 * already at the bottom (or sent it).
 */
export function MessageList({
  messages,
  extraItems = [],
  meId,
  participants,
  hasOlder,
  loadingOlder,
  loadOlder,
  onToggleReaction,
}: MessageListProps) {
  const now = useNow();
  const scroller = useRef<HTMLElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({ height: 0, top: 0 });

  const entries = mergeByTime(messages, extraItems, hasOlder);
  const firstId = entries[0]?.id;
  const lastEntry = entries.at(-1);
  const lastId = lastEntry?.id;
  const lastMine = lastEntry !== undefined && 'senderId' in lastEntry && lastEntry.senderId === meId;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId === undefined && before.lastId === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages were added above: keep the same message under the reader's eyes.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (lastId !== before.lastId && (nearBottom.current || lastMine)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, lastId, lastMine]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
  }, []);

  // Reaching the top loads the previous page (the button does the same for keyboards and screen readers).
  useEffect(() => {
    const sentinel = topSentinel.current;
    const root = scroller.current;
    if (!sentinel || !root || !hasOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingOlder) loadOlder();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  return (
    <section
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      data-testid="message-scroller"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Message history"
    >
      <div ref={topSentinel} className="flex min-h-8 justify-center">
        {hasOlder ? (
          <LoadMore
            query={{ hasNextPage: hasOlder, isFetchingNextPage: loadingOlder, fetchNextPage: loadOlder }}
            label="Load older messages"
            compact
          />
        ) : (
          entries.length > 0 && <p className="py-2 text-xs text-muted-foreground">This is the start of the conversation.</p>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="py-16 text-center text-sm text-muted-foreground">No messages yet. Say hello!</p>
      ) : (
        <ol className="pb-2" aria-label="Messages">
          {entries.map((message, index) => {
            const prior = entries[index - 1];
            const newDay = !prior || !isSameDay(new Date(prior.createdAt), new Date(message.createdAt));
            const dayLine = newDay && (
              <li className="my-4 flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
                <span className="h-px flex-1 bg-border" />
                {format(new Date(message.createdAt), 'EEEE, MMM d')}
                <span className="h-px flex-1 bg-border" />
              </li>
            );
            if ('node' in message)
              return (
                <Fragment key={message.id}>
                  {dayLine}
                  <li className="my-4">{message.node}</li>
                </Fragment>
              );
            const continued =
              !newDay &&
              prior !== undefined &&
              'senderId' in prior &&
              prior.senderId === message.senderId &&
              Date.parse(message.createdAt) - Date.parse(prior.createdAt) < 5 * 60_000;
            return (
              <Fragment key={message.id}>
                {dayLine}
                <MessageItem
                  message={message}
                  meId={meId}
                  participants={participants}
                  continued={continued}
                  now={now}
                  onToggleReaction={onToggleReaction}
                />
              </Fragment>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * Messages and other items in time order. While older messages are not loaded, items older than the first loaded
 * message wait for them (they appear when that page is loaded).
 */
function mergeByTime(messages: Message[], items: ThreadItem[], hasOlder: boolean): (Message | ThreadItem)[] {
  if (items.length === 0) return messages;
  const from = hasOlder && messages[0] ? messages[0].createdAt : '';
  const shown = items.filter((item) => item.createdAt >= from);
  return [...messages, ...shown].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
