import type { AuthResponse, User } from '../../shared/api-types';
import { loginRequestSchema, signupRequestSchema } from '../../shared/schemas/auth';
import { Unauthorized } from '../lib/errors';
import { created, createDomainHandler, endpoint, ok } from '../lib/http';
import { issueToken } from '../lib/jwt';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../lib/password';
import { createAccount, findAccountByEmail, findAccountById } from '../users/index';

const INVALID_CREDENTIALS = 'Invalid email or password';

async function authResponse(user: User): Promise<AuthResponse> {
  return { token: await issueToken(user.id), user };
}

/** Sign-up, sign-in and the current user; the accounts themselves belong to the users domain. */
export const handler = createDomainHandler('auth', {
  'POST /api/auth/signup': endpoint({ body: signupRequestSchema }, async ({ body }) => {
    const { password, ...profile } = body;
    const user = await createAccount({ ...profile, passwordHash: await hashPassword(password) });
    return created(await authResponse(user));
  }),

  'POST /api/auth/login': endpoint({ body: loginRequestSchema }, async ({ body }) => {
    const account = await findAccountByEmail({ email: body.email });
    const valid = account ? await verifyPassword(body.password, account.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!account || !valid) throw new Unauthorized(INVALID_CREDENTIALS);
    return ok(await authResponse(account.user));
  }),

  'GET /api/auth/me': endpoint({}, async ({ userId }) => {
    const user = await findAccountById({ userId });
    if (!user) throw new Unauthorized('Account no longer exists');
    return ok(user);
  }),
});
