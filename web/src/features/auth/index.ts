/** The auth feature's public surface for the app: the provider of the session (the session itself is lib/auth) and Settings' security section. */
export { AuthProvider, LOGOUT_REDIRECT_DELAY_MS } from './components/auth-provider';
export { AccountSecuritySection } from './components/account-security-section';
