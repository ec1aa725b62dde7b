import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { serviceWorkerExpected } from '../../../lib/service-worker';
import { whenLoaded, whenQuiet } from '../../../lib/when-quiet';
import { useAuth } from '../../../lib/auth/auth-context';
import { purgePrivateCaches } from '../lib/purge-private-caches';
import { getUpdateState, subscribeToUpdates } from '../lib/update-store';

// Loaded only once an update waits: it asks the workout-session feature whether a workout runs.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * The installable app's runtime part, mounted once inside the auth provider: registers the service worker (its code is a
 * separate chunk), clears private entries from Cache Storage when signed out, and shows the update prompt to a
 * signed-in person.
 */
export function PwaRoot() {
  const { status } = useAuth();
  const update = useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState);

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!serviceWorkerExpected()) return;
    const register = () => void import('../lib/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    // Signed out, the sign-in screen has nothing more to fetch once loaded, and signing in waits for the install (issue
    // 30): it starts then, while the person types. Signed in, installing (or looking for an update) precaches the whole
    // build: after the first screen, not competing with it for the network.
    return status === 'unauthenticated' ? whenLoaded(register) : whenQuiet(queryClient, register);
  }, [queryClient, status]);

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
