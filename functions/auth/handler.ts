import type { AuthResponse, User } from '../../shared/api-types';
import { Conflict, Forbidden, Unauthorized } from '../lib/errors';
import { created, createDomainHandler, noContent, ok, type EndpointRequest, type HttpResult } from '../lib/http';
import { issueToken } from '../lib/jwt';
import { countMetric } from '../lib/observability';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../lib/password';
import { ACCOUNT_GONE } from '../lib/token-version';
import {
  changePasswordHash,
  createAccount,
  currentTokenVersion,
  findAccountByEmail,
  findAccountById,
  findAccountCredentials,
  rememberAccountGone,
  rememberTokenVersion,
  revokeAllTokens,
} from '../users/index';
import { startAccountDeletion } from './account-deletion/start';
import { clientAddressOf } from './client-address';
import { deviceCookieFor, trustedDeviceOf } from './device-cookie';
import { countLoginAttempt, countSignupAttempt } from './login-throttle';
import { authRoutes } from '../../shared/contract/auth';

const INVALID_CREDENTIALS = 'Invalid email or password';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';
const PASSWORD_CHANGED_MEANWHILE = 'Your password was changed meanwhile. Please sign in again.';
const WRONG_PASSWORD = 'Password is incorrect.';
const ACCOUNT_CHANGED_MEANWHILE = 'Your account changed meanwhile. Please try again.';

async function authResponse(user: User, tokenVersion: number): Promise<AuthResponse> {
  return { token: await issueToken(user.id, tokenVersion), user };
}

/** What the attempt limits need of the request besides its body: the caller's address and cookies. */
interface Caller {
  address: string | undefined;
  cookies: string[] | undefined;
}

type AuthRequest<K extends keyof typeof authRoutes> = EndpointRequest<(typeof authRoutes)[K]>;

/** An endpoint that also needs the caller's address and cookies (the attempt limits, the device cookie). */
const withCaller =
  <K extends keyof typeof authRoutes>(handle: (request: AuthRequest<K>, caller: Caller) => Promise<HttpResult>) =>
  (request: AuthRequest<K>) =>
    handle(request, { address: clientAddressOf(request.event), cookies: request.event.cookies });

/** A signed-in answer that also leaves this browser a device cookie of the account (device-cookie.ts). */
const withDeviceCookie = async (result: HttpResult, email: string): Promise<HttpResult> => ({ ...result, cookies: [await deviceCookieFor(email)] });

/** Sign-up, sign-in, the current user, sign out everywhere and password change; the accounts belong to the users domain. */
export const handler = createDomainHandler('auth', authRoutes, {
  'POST /api/auth/signup': withCaller<'POST /api/auth/signup'>(async ({ body }, { address }) => {
    await countSignupAttempt({ address });
    const { password, ...profile } = body;
    const user = await createAccount({ ...profile, passwordHash: await hashPassword(password) });
    countMetric('SignUps');
    return withDeviceCookie(created(await authResponse(user, 0)), profile.email);
  }),

  'POST /api/auth/login': withCaller<'POST /api/auth/login'>(async ({ body }, { address, cookies }) => {
    const deviceId = await trustedDeviceOf(cookies, body.email);
    const attempt = await countLoginAttempt({ email: body.email, address, trust: deviceId === undefined ? undefined : { device: deviceId } });
    const account = await findAccountByEmail({ email: body.email });
    const valid = account ? await verifyPassword(body.password, account.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!account || !valid) throw new Unauthorized(INVALID_CREDENTIALS);
    await attempt.succeeded();
    return withDeviceCookie(ok(await authResponse(account.user, account.tokenVersion)), body.email);
  }),

  'GET /api/auth/me': async ({ userId }) => {
    const user = await findAccountById({ userId });
    if (!user) throw new Unauthorized(ACCOUNT_GONE);
    return ok(user);
  },

  'POST /api/auth/sign-out-everywhere': async ({ userId }) => {
    const tokenVersion = await revokeAllTokens({ userId });
    if (tokenVersion === undefined) throw new Unauthorized(ACCOUNT_GONE);
    rememberTokenVersion({ userId, tokenVersion });
    return noContent();
  },

  // A wrong current password is 403 (the session is fine) and counts as a failed password of the person's signed-in
  // sessions: a stolen token cannot guess the password faster than a trusted device can, and someone guessing from
  // elsewhere does not keep the person from changing it.
  'POST /api/auth/change-password': async ({ body, userId }) => {
    const account = await findAccountCredentials({ userId });
    if (!account) throw new Unauthorized(ACCOUNT_GONE);
    const attempt = await countLoginAttempt({ email: account.user.email, trust: { session: userId } });
    if (!(await verifyPassword(body.currentPassword, account.passwordHash))) throw new Forbidden(WRONG_CURRENT_PASSWORD);
    await attempt.succeeded();
    const tokenVersion = await changePasswordHash({ userId, verifiedHash: account.passwordHash, passwordHash: await hashPassword(body.newPassword) });
    if (tokenVersion === undefined) throw new Conflict(PASSWORD_CHANGED_MEANWHILE);
    rememberTokenVersion({ userId, tokenVersion });
    return ok(await authResponse(account.user, tokenVersion));
  },

  // Issue 12. The password is checked like change-password's (a wrong one is 403 and a failed sign-in); the account
  // is gone when this answers, the rest of the person's data is removed by the deletion job.
  'POST /api/auth/delete-account': async ({ body, userId }) => {
    const account = await findAccountCredentials({ userId });
    if (!account) throw new Unauthorized(ACCOUNT_GONE);
    const attempt = await countLoginAttempt({ email: account.user.email, trust: { session: userId } });
    if (!(await verifyPassword(body.password, account.passwordHash))) throw new Forbidden(WRONG_PASSWORD);
    await attempt.succeeded();
    if (!(await startAccountDeletion(account))) throw new Conflict(ACCOUNT_CHANGED_MEANWHILE);
    rememberAccountGone({ userId });
    return noContent();
  },
}, { tokenVersionOf: currentTokenVersion });
