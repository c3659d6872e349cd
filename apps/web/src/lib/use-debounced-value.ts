import { useEffect, useState } from 'react';

/** Typing settles for this long before a search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs`: one request per pause, not per key. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
