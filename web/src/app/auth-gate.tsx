import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/loading-screen';
import { AuthProvider, useAuth } from '../features/auth';
import { preloadableLazy } from '../lib/preloadable-lazy';

export const AuthScreen = preloadableLazy<object>(() => import('../features/auth/screens/auth-screen'));
// Neither is needed to draw the first screen (issue 14): fetched after it, out of the entry chunk.
const PwaRoot = lazy(() => import('../features/pwa').then(({ PwaRoot }) => ({ default: PwaRoot })));
const SessionOutboxSync = lazy(() => import('./session-outbox-sync'));

/** A page of its own (opened offline it may stay a while), so it has the main landmark and heading axe asks for. */
function CenteredLoading() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white">
      <h1 className="sr-only">Opening the app</h1>
      <LoadingScreen />
    </main>
  );
}

/** 'Loading...' while the current user loads; the sign-in screen for any route while signed out. */
function AuthGate() {
  const { status } = useAuth();
  if (status === 'loading') return <CenteredLoading />;
  if (status === 'unauthenticated') {
    return (
      <Suspense fallback={<CenteredLoading />}>
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
