import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { OpeningAppScreen } from '../components/ui/opening-app-screen';
import { AuthProvider } from '../features/auth';
import { useAuth } from '../lib/auth/auth-context';
import { preloadableLazy } from '../lib/preloadable-lazy';

export const AuthScreen = preloadableLazy<object>(() => import('../features/auth/screens/auth-screen'));
// Neither is needed to draw the first screen (issue 14): fetched after it, out of the entry chunk.
const PwaRoot = lazy(() => import('../features/pwa').then(({ PwaRoot }) => ({ default: PwaRoot })));
const SessionOutboxSync = lazy(() => import('./session-outbox-sync'));

/** 'Loading...' while the current user loads; the sign-in screen for any route while signed out. */
function AuthGate() {
  const { status } = useAuth();
  // Signing in mounts the whole signed-in frame and its screen: rendered as a transition, in slices that leave the main
  // thread free between them, not in one long task (issue 14: home's total blocking time). Signing out is at once.
  const deferredStatus = useDeferredValue(status);
  const shown = status === 'authenticated' ? deferredStatus : status;
  if (shown === 'loading') return <OpeningAppScreen />;
  if (shown === 'unauthenticated') {
    return (
      <Suspense fallback={<OpeningAppScreen />}>
        <AuthScreen />
      </Suspense>
    );
  }
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <SessionOutboxSync />
      </Suspense>
    </>
  );
}

export function AuthRoot() {
  return (
    <AuthProvider>
      <AuthGate />
      <Suspense fallback={null}>
        <PwaRoot />
      </Suspense>
    </AuthProvider>
  );
}
