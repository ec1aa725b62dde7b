import { useSyncExternalStore } from 'react';

const NO_HOVER = '(hover: none)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(NO_HOVER);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True on touch screens, where 'Following' can never turn into 'Unfollow' on hover. */
export function useNoHover(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NO_HOVER).matches, () => false);
}
