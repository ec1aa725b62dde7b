import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '../../shared/api-types';
import { loginRequestSchema, signupRequestSchema } from '../../shared/schemas/auth';
import { Unauthorized } from '../lib/errors';
import { created, createDomainHandler, endpoint, ok } from '../lib/http';
import { issueToken } from '../lib/jwt';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../lib/password';
import { createUser, findUserByEmail, findUserById, toPublicUser, type UserRecord } from './repository';

const INVALID_CREDENTIALS = 'Invalid email or password';

async function authResponse(user: UserRecord): Promise<AuthResponse> {
  return { token: await issueToken(user.id), user: toPublicUser(user) };
}

export const handler = createDomainHandler('auth', {
  'POST /api/auth/signup': endpoint({ body: signupRequestSchema }, async ({ body }) => {
    const { password, ...profile } = body;
    const user: UserRecord = {
      id: randomUUID(),
      ...profile,
      passwordHash: await hashPassword(password),
      profileImage: null,
      bio: null,
      createdAt: new Date().toISOString(),
    };
    await createUser({ user });
    return created(await authResponse(user));
  }),

  'POST /api/auth/login': endpoint({ body: loginRequestSchema }, async ({ body }) => {
    const user = await findUserByEmail({ email: body.email });
    const valid = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!user || !valid) throw new Unauthorized(INVALID_CREDENTIALS);
    return ok(await authResponse(user));
  }),

  'GET /api/auth/me': endpoint({}, async ({ userId }) => {
    const user = await findUserById({ userId });
    if (!user) throw new Unauthorized('Account no longer exists');
    return ok(toPublicUser(user));
  }),
});
