import { useEffect, useRef } from 'react';
import { type RealtimeEvent, subscribe } from './realtime';

/** Keeps a subscription open while the component is mounted; the latest handler always runs. */
export function useRealtimeChannel(channel: string | null | undefined, onEvent: (event: RealtimeEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!channel) return;
    return subscribe(channel, (event) => handler.current(event));
  }, [channel]);
}
