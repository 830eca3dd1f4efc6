import { useEffect, useState } from 'react';

/** `value`, but only after it has stopped changing for `delay` ms (a search sent while the user pauses). */
export function useDebouncedValue<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
