import { TYPING_IDLE_MS } from '@proclub/contracts/messaging';
import { useCallback, useEffect, useRef } from 'react';
import { putTyping } from '../api/use-typing';

/** Keystrokes refresh the indicator at most this often; others see it for 5 s after each refresh. */
const REFRESH_MS = 2000;

/**
 * Sends my typing state: set on a keystroke (throttled), cleared 3 s after the last keystroke, on send
 * (`stop`) and when leaving the conversation (unmount).
 */
export function useTypingSender(conversationId: string) {
  const state = useRef({ typing: false, lastSent: 0, idle: null as ReturnType<typeof setTimeout> | null });

  const stop = useCallback(() => {
    const current = state.current;
    if (current.idle) clearTimeout(current.idle);
    current.idle = null;
    if (!current.typing) return;
    current.typing = false;
    current.lastSent = 0;
    void putTyping(conversationId, false);
  }, [conversationId]);

  const keystroke = useCallback(() => {
    const current = state.current;
    const now = Date.now();
    if (!current.typing || now - current.lastSent >= REFRESH_MS) {
      current.typing = true;
      current.lastSent = now;
      void putTyping(conversationId, true);
    }
    if (current.idle) clearTimeout(current.idle);
    current.idle = setTimeout(stop, TYPING_IDLE_MS);
  }, [conversationId, stop]);

  useEffect(() => stop, [stop]);

  return { keystroke, stop };
}
