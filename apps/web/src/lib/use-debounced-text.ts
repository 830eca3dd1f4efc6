import { useEffect, useRef, useState } from 'react';

/**
 * Text that follows `value` but commits edits only after the user pauses typing. Outside changes to
 * `value` (back/forward navigation, 'Clear filters') replace the text.
 *
 * A commit reaches `value` later (the URL updates, the page re-renders — slower on a slow phone), and the user
 * may have typed on meanwhile: when `value` arrives at something this box committed itself, it is our own echo
 * and never overwrites newer text (issue 37: "harbor lighthouse" became "harbor" under a slow CPU). Only a
 * value this box did not commit is an outside change.
 */
export function useDebouncedText(value: string, commit: (next: string) => void, delay = 350) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  /** What this box committed that `value` has not reached yet, oldest first. */
  const [pending, setPending] = useState<readonly string[]>([]);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  if (seen !== value) {
    setSeen(value);
    const echo = pending.indexOf(value);
    if (echo >= 0) setPending(pending.slice(echo + 1));
    else {
      setPending([]);
      if (text.trim() !== value) setText(value);
    }
  }

  const last = pending.length > 0 ? pending[pending.length - 1] : value;
  useEffect(() => {
    const next = text.trim();
    if (next === last) return;
    const timer = setTimeout(() => {
      setPending((committed) => [...committed, next]);
      commitRef.current(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, last, delay]);

  return [text, setText] as const;
}
