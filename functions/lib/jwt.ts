import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignJWT, errors, importPKCS8, importSPKI, jwtVerify, type CryptoKey } from 'jose';
import { Unauthorized } from './errors';

/** ECDSA P-256: only the auth function holds the private key; every function verifies with the public key. */
const ALGORITHM = 'ES256';
const ISSUER = 'social-fitness';
const AUDIENCE = 'social-fitness-app';
const TOKEN_LIFETIME = '30d';
/** The person's token version when the token was issued (functions/lib/token-version.ts). */
const VERSION_CLAIM = 'ver';

let privateKey: Promise<CryptoKey> | undefined;
let publicKey: Promise<CryptoKey> | undefined;

/** Read once per cold start: JWT_PRIVATE_KEY (PKCS8 PEM) locally, the Secrets Manager secret JWT_PRIVATE_KEY_SECRET_ARN in AWS. */
async function loadPrivateKey(): Promise<CryptoKey> {
  const local = process.env.JWT_PRIVATE_KEY;
  if (local) return importPKCS8(local, ALGORITHM);
  const secretArn = process.env.JWT_PRIVATE_KEY_SECRET_ARN;
  if (!secretArn) throw new Error('JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_SECRET_ARN must be set to issue tokens');
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!secret.SecretString) throw new Error('The JWT private key secret is empty');
  return importPKCS8(secret.SecretString, ALGORITHM);
}

async function loadPublicKey(): Promise<CryptoKey> {
  const pem = process.env.JWT_PUBLIC_KEY;
  if (!pem) throw new Error('JWT_PUBLIC_KEY must be set to verify tokens');
  return importSPKI(pem, ALGORITHM);
}

/** A failed load is not kept, so the next request tries again. */
function once(load: () => Promise<CryptoKey>, get: () => Promise<CryptoKey> | undefined, set: (value: Promise<CryptoKey> | undefined) => void) {
  const current = get();
  if (current) return current;
  const loading = load().catch((error: unknown) => {
    set(undefined);
    throw error;
  });
  set(loading);
  return loading;
}

const getPrivateKey = () => once(loadPrivateKey, () => privateKey, (value) => (privateKey = value));
const getPublicKey = () => once(loadPublicKey, () => publicKey, (value) => (publicKey = value));

/** Signs a 30-day token for the person at their current token version (0 for an account that never bumped it). */
export async function issueToken(userId: string, tokenVersion = 0): Promise<string> {
  return new SignJWT({ [VERSION_CLAIM]: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await getPrivateKey());
}

export interface VerifiedToken {
  userId: string;
  tokenVersion: number;
}

const isTokenVersion = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The person and token version of a valid token; every other case is a 401. A token must carry `exp`, `sub` and
 * `ver` (jose accepts a token without `exp` unless it is required). Whether the person still exists and the version
 * is still current is checked by functions/lib/token-version.ts.
 */
export async function verifyToken(token: string): Promise<VerifiedToken> {
  const key = await getPublicKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', VERSION_CLAIM],
    });
    const tokenVersion = payload[VERSION_CLAIM];
    if (!payload.sub || !isTokenVersion(tokenVersion)) throw new Unauthorized('Invalid token');
    return { userId: payload.sub, tokenVersion };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Unauthorized('Session expired, please log in again');
    if (error instanceof errors.JOSEError || error instanceof Unauthorized) throw new Unauthorized('Invalid token');
    throw error;
  }
}

/** Forgets the loaded keys (tests that change the keys in the environment). */
export function forgetLoadedKeys(): void {
  privateKey = undefined;
  publicKey = undefined;
}
