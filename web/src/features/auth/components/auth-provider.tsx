import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { useLatest } from '../../../lib/use-latest';
import { currentUserQueryOptions } from '../../../lib/queries/auth-queries';
import { clearStoredAuth, getStoredToken, subscribeToAuthStorage } from '../../../lib/auth/auth-storage';
import { AuthContext, type AuthContextValue, type AuthState } from '../../../lib/auth/auth-context';

/** Spec 001: logout goes to /login after 0.5 s. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

const getNoToken = () => null;

/** Knows whether someone is signed in and who. Render inside the router (logout navigates). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToAuthStorage, getStoredToken, getNoToken);
  const hasToken = token !== null;
  const currentUser = useQuery(currentUserQueryOptions(hasToken));
  const queryClient = useQueryClient();
  // Outside a data router, navigate changes with every location: kept in a ref so the context's functions (and every
  // screen reading them) stay the same across navigations.
  const navigateRef = useLatest(useNavigate());
  const { toast } = useToast();

  const logoutWithMessage = useCallback(
    (title: string, description?: string) => {
      clearStoredAuth();
      queryClient.clear();
      toast({ title, description });
      window.setTimeout(() => void navigateRef.current(paths.login), LOGOUT_REDIRECT_DELAY_MS);
    },
    [queryClient, toast, navigateRef],
  );
  const logout = useCallback(() => logoutWithMessage('Logged out successfully'), [logoutWithMessage]);

  const user = currentUser.data;
  const signedOut = !hasToken || (!user && currentUser.isError && !currentUser.isFetching);
  // Only what screens read: the current-user read starting or ending with the same user re-renders nothing.
  const state: AuthState = useMemo(() => {
    if (signedOut) return { status: 'unauthenticated', user: null };
    return user ? { status: 'authenticated', user } : { status: 'loading', user: null };
  }, [signedOut, user]);

  const value: AuthContextValue = useMemo(() => ({ ...state, logout, logoutWithMessage }), [state, logout, logoutWithMessage]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
