import { useEffect, useRef } from 'react';

/** Scrolls the window to the top whenever `key` changes after the first render (site-spec.md section 4). */
export function useScrollToTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}
