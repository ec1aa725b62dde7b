import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignJWT, jwtVerify, errors } from 'jose';
import { Unauthorized } from './errors';

const ALGORITHM = 'HS256';
const ISSUER = 'social-fitness';
const AUDIENCE = 'social-fitness-app';
const TOKEN_LIFETIME = '30d';

let signingKey: Promise<Uint8Array> | undefined;

/** Read once per cold start: JWT_SECRET locally, the Secrets Manager secret JWT_SECRET_ARN in AWS. */
async function loadSigningKey(): Promise<Uint8Array> {
  const local = process.env.JWT_SECRET;
  if (local) return new TextEncoder().encode(local);
  const secretArn = process.env.JWT_SECRET_ARN;
  if (!secretArn) throw new Error('JWT_SECRET or JWT_SECRET_ARN must be set');
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!secret.SecretString) throw new Error('JWT secret is empty');
  return new TextEncoder().encode(secret.SecretString);
}

function getSigningKey(): Promise<Uint8Array> {
  signingKey ??= loadSigningKey().catch((error: unknown) => {
    signingKey = undefined; // let the next request try again
    throw error;
  });
  return signingKey;
}

export async function issueToken(userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await getSigningKey());
}

/** Returns the user id of a valid token; every other case is a 401. */
export async function verifyToken(token: string): Promise<string> {
  const key = await getSigningKey();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (!payload.sub) throw new Unauthorized('Invalid token');
    return payload.sub;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Unauthorized('Session expired, please log in again');
    if (error instanceof errors.JOSEError || error instanceof Unauthorized) throw new Unauthorized('Invalid token');
    throw error;
  }
}
