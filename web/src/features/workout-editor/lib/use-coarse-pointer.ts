import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True on touch-first devices, where weights and reps are typed on the app's own keypad. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
