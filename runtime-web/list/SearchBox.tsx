import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';

export interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  /** Wait this long after the last key before searching. */
  delayMs?: number;
}

/** A search input that calls `onSearch` once typing pauses, not on every key. */
export function SearchBox({ value, onSearch, label, delayMs = 350 }: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  // The URL changed from outside (back button): show its query, in the same render.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  // The timer calls the newest `onSearch` without restarting when the parent passes a new function.
  const latest = useRef(onSearch);
  useLayoutEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => latest.current(text.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <input
      type="search"
      className="search-input"
      placeholder={t('list.search')}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
