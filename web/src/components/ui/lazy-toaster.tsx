import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from './toast-store';

// Radix Toast is fetched with the first toast, not in the entry chunk (issue 14).
const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

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
