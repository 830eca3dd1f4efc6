import { useEffect, useRef, useState } from 'react';

/**
 * Text that follows `value` but commits edits only after the user pauses typing. Outside changes to
 * `value` (back/forward navigation, 'Clear filters') replace the text.
 */
export function useDebouncedText(value: string, commit: (next: string) => void, delay = 350) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commitRef.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return [text, setText] as const;
}
