import type { AuthResponse, User } from '../../shared/api-types';
import { changePasswordRequestSchema, loginRequestSchema, signOutEverywhereRequestSchema, signupRequestSchema } from '../../shared/schemas/auth';
import { deleteAccountRequestSchema } from '../../shared/schemas/delete-account';
import { Conflict, Forbidden, Unauthorized } from '../lib/errors';
import { created, createDomainHandler, endpoint, noContent, ok, type Endpoint, type EndpointRequest, type HttpResult } from '../lib/http';
import { issueToken } from '../lib/jwt';
import { countMetric } from '../lib/observability';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../lib/password';
import { ACCOUNT_GONE, rememberAccountGone, rememberTokenVersion } from '../lib/token-version';
import { changePasswordHash, createAccount, findAccountByEmail, findAccountById, findAccountCredentials, revokeAllTokens } from '../users/index';
import { startAccountDeletion } from './account-deletion/start';
import { clientAddressOf } from './client-address';
import { countLoginAttempt, countSignupAttempt } from './login-throttle';

const INVALID_CREDENTIALS = 'Invalid email or password';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';
const PASSWORD_CHANGED_MEANWHILE = 'Your password was changed meanwhile. Please sign in again.';
const WRONG_PASSWORD = 'Password is incorrect.';
const ACCOUNT_CHANGED_MEANWHILE = 'Your account changed meanwhile. Please try again.';

async function authResponse(user: User, tokenVersion: number): Promise<AuthResponse> {
  return { token: await issueToken(user.id, tokenVersion), user };
}

type Schemas = Parameters<typeof endpoint>[0];

/** An endpoint that also needs the caller's address (the attempt limits). */
function endpointWithAddress<S extends Schemas>(schemas: S, handle: (request: EndpointRequest<S>, address: string | undefined) => Promise<HttpResult>): Endpoint {
  return { run: (event) => endpoint(schemas, (request) => handle(request, clientAddressOf(event))).run(event) };
}

/** Sign-up, sign-in, the current user, sign out everywhere and password change; the accounts belong to the users domain. */
export const handler = createDomainHandler('auth', {
  'POST /api/auth/signup': endpointWithAddress({ body: signupRequestSchema }, async ({ body }, address) => {
    await countSignupAttempt({ address });
    const { password, ...profile } = body;
    const user = await createAccount({ ...profile, passwordHash: await hashPassword(password) });
    countMetric('SignUps');
    return created(await authResponse(user, 0));
  }),

  'POST /api/auth/login': endpointWithAddress({ body: loginRequestSchema }, async ({ body }, address) => {
    const attempt = await countLoginAttempt({ email: body.email, address });
    const account = await findAccountByEmail({ email: body.email });
    const valid = account ? await verifyPassword(body.password, account.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!account || !valid) throw new Unauthorized(INVALID_CREDENTIALS);
    await attempt.succeeded();
    return ok(await authResponse(account.user, account.tokenVersion));
  }),

  'GET /api/auth/me': endpoint({}, async ({ userId }) => {
    const user = await findAccountById({ userId });
    if (!user) throw new Unauthorized(ACCOUNT_GONE);
    return ok(user);
  }),

  'POST /api/auth/sign-out-everywhere': endpoint({ body: signOutEverywhereRequestSchema }, async ({ userId }) => {
    const tokenVersion = await revokeAllTokens({ userId });
    if (tokenVersion === undefined) throw new Unauthorized(ACCOUNT_GONE);
    rememberTokenVersion({ userId, tokenVersion });
    return noContent();
  }),

  // A wrong current password is 403 (the session is fine) and counts as a failed sign-in of the account from this
  // address: a stolen token cannot guess the password faster than the sign-in form allows.
  'POST /api/auth/change-password': endpointWithAddress({ body: changePasswordRequestSchema }, async ({ body, userId }, address) => {
    const account = await findAccountCredentials({ userId });
    if (!account) throw new Unauthorized(ACCOUNT_GONE);
    const attempt = await countLoginAttempt({ email: account.user.email, address });
    if (!(await verifyPassword(body.currentPassword, account.passwordHash))) throw new Forbidden(WRONG_CURRENT_PASSWORD);
    await attempt.succeeded();
    const tokenVersion = await changePasswordHash({ userId, verifiedHash: account.passwordHash, passwordHash: await hashPassword(body.newPassword) });
    if (tokenVersion === undefined) throw new Conflict(PASSWORD_CHANGED_MEANWHILE);
    rememberTokenVersion({ userId, tokenVersion });
    return ok(await authResponse(account.user, tokenVersion));
  }),

  // Issue 12. The password is checked like change-password's (a wrong one is 403 and a failed sign-in); the account
  // is gone when this answers, the rest of the person's data is removed by the deletion job.
  'POST /api/auth/delete-account': endpointWithAddress({ body: deleteAccountRequestSchema }, async ({ body, userId }, address) => {
    const account = await findAccountCredentials({ userId });
    if (!account) throw new Unauthorized(ACCOUNT_GONE);
    const attempt = await countLoginAttempt({ email: account.user.email, address });
    if (!(await verifyPassword(body.password, account.passwordHash))) throw new Forbidden(WRONG_PASSWORD);
    await attempt.succeeded();
    if (!(await startAccountDeletion(account))) throw new Conflict(ACCOUNT_CHANGED_MEANWHILE);
    rememberAccountGone({ userId });
    return noContent();
  }),
});
