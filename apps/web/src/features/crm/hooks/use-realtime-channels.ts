import { useEffect, useRef } from 'react';
import { onReconnect, type RealtimeEvent, subscribe } from '@/lib/realtime';

/**
 * Keeps one subscription per channel in the list while mounted (the list may change); the latest handler
 * always runs. `onResync` runs after the socket reconnects, to refetch what may have been missed.
 */
export function useRealtimeChannels(
  channels: string[],
  onEvent: (channel: string, event: RealtimeEvent) => void,
  onResync?: () => void,
) {
  const handler = useRef(onEvent);
  const resync = useRef(onResync);
  useEffect(() => {
    handler.current = onEvent;
    resync.current = onResync;
  });
  const key = [...channels].sort().join('|');

  useEffect(() => {
    if (!key) return;
    const stops = key.split('|').map((channel) => subscribe(channel, (event) => handler.current(channel, event)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);

  useEffect(() => onReconnect(() => resync.current?.()), []);
}
