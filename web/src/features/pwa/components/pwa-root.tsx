import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenQuiet } from '../../../lib/when-quiet';
import { useAuth } from '../../../lib/auth/auth-context';
import { purgePrivateCaches } from '../lib/purge-private-caches';
import { getUpdateState, subscribeToUpdates } from '../lib/update-store';

// Loaded only once an update waits: it asks the workout-session feature whether a workout runs.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** Service workers need a secure context; the build registers one, the dev server (no sw.js) does not. */
const canRegister = () => import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * The installable app's runtime part, mounted once inside the auth provider: registers the service worker once the
 * first screen is done (its code is a separate chunk), clears private entries from Cache Storage when signed out, and shows
 * the update prompt to a signed-in person.
 */
export function PwaRoot() {
  const { status } = useAuth();
  const update = useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState);

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!canRegister()) return;
    // Installing precaches the whole build: after the first screen, not competing with it for the network.
    return whenQuiet(queryClient, () => {
      void import('../lib/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }, [queryClient]);

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
