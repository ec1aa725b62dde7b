import { createContext, useContext } from 'react';
import type { User } from '../../../../shared/api-types';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: User };

export type AuthContextValue = AuthState & {
  /** Removes the stored tokens, clears cached data, toasts and goes to /login after 0.5 s. */
  logout: () => void;
  /** The same as logout, with another toast (issue 12: 'Your account was deleted'). */
  logoutWithMessage: (toastTitle: string, toastDescription?: string) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
