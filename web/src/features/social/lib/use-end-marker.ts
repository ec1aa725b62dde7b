import { useEffect, useRef } from 'react';
import { useLatest } from '../../../lib/use-latest';

/**
 * Calls `onReached` when the returned element (the end marker under a list) comes near the screen while `active`.
 * The observer is made again whenever `active` or `pageCount` changes: a new observer reports at once, so a marker
 * still in view after a short page asks for the next one.
 */
export function useEndMarker<T extends Element>(onReached: () => void, active: boolean, pageCount: number) {
  const markerRef = useRef<T>(null);
  const onReachedRef = useLatest(onReached);

  useEffect(() => {
    const marker = markerRef.current;
    if (!active || !marker) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onReachedRef.current();
    }, { rootMargin: '0px 0px 400px 0px' });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [active, pageCount, onReachedRef]);

  return markerRef;
}
