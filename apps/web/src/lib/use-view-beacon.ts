import { useEffect, useRef } from 'react';
import { api } from './api-client';

/**
 * Tells the server a public page was rendered in a browser (POST …/view), once per page and link. This is what
 * counts a view: link previews fetch the page but never run this script. A failed beacon is not the reader's concern.
 */
export function useViewBeacon(path: string, ready: boolean) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || sent.current === path) return;
    sent.current = path;
    api.post(path).catch(() => undefined);
  }, [path, ready]);
}
