import { QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { OpeningAppScreen } from '../components/ui/opening-app-screen';
import { getStoredUser, subscribeToAuthStorage } from '../lib/auth/auth-storage';
import { OfflineRoot } from '../features/offline';
import { queryClient } from '../lib/api';

// The key factories behind them reach into several features: loaded with the persisted cache, not in the entry chunk.
const loadOfflineReads = () => import('./offline-reads');

const storedUserId = () => getStoredUser()?.id ?? null;

/** App-wide providers. The auth provider sits inside the router (see AuthRoot) because logout navigates. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineRoot userId={useSyncExternalStore(subscribeToAuthStorage, storedUserId, () => null)} loadOfflineReads={loadOfflineReads} fallback={<OpeningAppScreen />}>
        {children}
      </OfflineRoot>
      <LazyToaster />
    </QueryClientProvider>
  );
}
