import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/loading-screen';
import { AuthProvider, useAuth } from '../features/auth';
import { PwaRoot } from '../features/pwa';
import { useSessionOutboxSync } from '../features/workout-session';

const AuthScreen = lazy(() => import('../features/auth/screens/auth-screen'));

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
  useSessionOutboxSync();
  if (status === 'loading') return <CenteredLoading />;
  if (status === 'unauthenticated') {
    return (
      <Suspense fallback={<CenteredLoading />}>
        <AuthScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}

export function AuthRoot() {
  return (
    <AuthProvider>
      <AuthGate />
      <PwaRoot />
    </AuthProvider>
  );
}
