import { useCallback, useRef, useState } from 'react';

/**
 * An element's width as it changes (a phone turned, a window resized): a ref to give the element,
 * and its width in pixels, 0 until it has been measured.
 */
export function useElementWidth<Element extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width] as const;
}
