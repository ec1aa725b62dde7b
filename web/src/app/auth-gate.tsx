import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/loading-screen';
import { AuthProvider, useAuth } from '../features/auth';

const AuthScreen = lazy(() => import('../features/auth/screens/auth-screen'));

function CenteredLoading() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white">
      <LoadingScreen />
    </div>
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
  return <Outlet />;
}

export function AuthRoot() {
  return (
    <AuthProvider>
      <AuthGate />
    </AuthProvider>
  );
}
