import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

/** The signed-in frame: a centred phone-width column with the header on top and the bar at the bottom. */
export function AppLayout() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <AppHeader />
      <main className="flex flex-1 flex-col pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
