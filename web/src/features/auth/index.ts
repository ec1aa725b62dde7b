/** The auth feature's public surface; other features and the app import only from here. */
export { useAuth, type AuthContextValue, type AuthState } from '../../lib/auth/auth-context';
export { AuthProvider, LOGOUT_REDIRECT_DELAY_MS } from './components/auth-provider';
export { authKeys, currentUserQueryOptions, CURRENT_USER_STALE_TIME_MS } from '../../lib/queries/auth-queries';
export { AUTH_STORAGE_KEY, GENERIC_TOKEN_KEY, getStoredToken, getStoredUser, subscribeToAuthStorage } from '../../lib/auth/auth-storage';
export { AccountSecuritySection } from './components/account-security-section';
