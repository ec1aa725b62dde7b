import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../auth';
import { purgePrivateCaches } from '../lib/purge-private-caches';
import { getUpdateState, subscribeToUpdates } from '../lib/update-store';

// Loaded only once an update waits: it asks the workout-session feature whether a workout runs.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** Service workers need a secure context; the build registers one, the dev server (no sw.js) does not. */
const canRegister = () => import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * The installable app's runtime part, mounted once inside the auth provider: registers the service worker after the
 * first render (its code is a separate chunk), clears private entries from Cache Storage when signed out, and shows
 * the update prompt to a signed-in person.
 */
export function PwaRoot() {
  const { status } = useAuth();
  const update = useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState);

  useEffect(() => {
    if (!canRegister()) return;
    void import('../lib/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  }, []);

  useEffect(() => {
    if (status === 'unauthenticated') void purgePrivateCaches().catch(() => undefined);
  }, [status]);

  if (status !== 'authenticated' || !update.available) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt update={update} />
    </Suspense>
  );
}
