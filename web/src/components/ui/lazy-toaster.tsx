import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { getToasts, subscribeToToasts } from './toast-store';

/** In place of the toaster when its code could not be loaded (offline before the service worker had it, issue 30). */
const NoToaster: ComponentType = () => null;

// Radix Toast is fetched with the first toast, not in the entry chunk (issue 14). Mounted outside every error boundary,
// a failed load must not take the whole app down (a blank screen): the app says why and reloads once back online
// (app/errors/chunk-load-recovery.ts).
const Toaster = lazy<ComponentType>(() =>
  import('./toaster').then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: NoToaster }),
  ),
);

/** Mounts the toaster once the first toast is shown and keeps it (later toasts and their exit animations need it). */
export function LazyToaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
