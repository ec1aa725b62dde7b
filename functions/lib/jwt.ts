import { createHash, createPublicKey } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignJWT, decodeProtectedHeader, errors, importPKCS8, importSPKI, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { Unauthorized } from './errors';
import { createVerifiedTokenCache } from './verified-tokens';

/** ECDSA P-256: only the auth function holds the private key; every function verifies with the public key. */
const ALGORITHM = 'ES256';
const ISSUER = 'social-fitness';
const AUDIENCE = 'social-fitness-app';
const TOKEN_LIFETIME = '30d';
/** The person's token version when the token was issued (functions/lib/token-version.ts). */
const VERSION_CLAIM = 'ver';
/**
 * The key a token of the last generation was signed with: it still verifies until the next rotation, so rotating
 * signs nobody out (docs/operations.md, "The token signing key"). Absent or empty before the first rotation.
 */
export const JWT_PREVIOUS_PUBLIC_KEY_ENV = 'JWT_PREVIOUS_PUBLIC_KEY';

interface NamedKey {
  /** The token header's `kid`: derived from the public key, so signer and verifiers agree without configuration. */
  kid: string;
  key: CryptoKey;
}

/** The first 16 characters of the base64url SHA-256 of the key's SPKI DER (what RFC 7638 thumbprints are for). */
export function keyIdOf(pem: string): string {
  const der = createPublicKey(pem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64url').slice(0, 16);
}

let signingKey: Promise<NamedKey> | undefined;
let verificationKeys: Promise<NamedKey[]> | undefined;

async function namedPrivateKey(pem: string): Promise<NamedKey> {
  return { kid: keyIdOf(pem), key: await importPKCS8(pem, ALGORITHM) };
}

/**
 * The private key that matches this function's JWT_PUBLIC_KEY. While a rotation deploys, the secret already holds the
 * new key but a container of the not yet updated auth function still has the old public key, which the other
 * functions may be the only one to know: it signs with the old key (AWSPREVIOUS) until its own update.
 */
async function privateKeyFromSecret(secretArn: string): Promise<string> {
  const client = new SecretsManagerClient({});
  const read = async (VersionStage: string) => {
    const secret = await client.send(new GetSecretValueCommand({ SecretId: secretArn, VersionStage }));
    if (!secret.SecretString) throw new Error(`The JWT private key secret is empty (${VersionStage})`);
    return secret.SecretString;
  };
  const current = await read('AWSCURRENT');
  const expected = process.env.JWT_PUBLIC_KEY;
  if (!expected || keyIdOf(current) === keyIdOf(expected)) return current;
  const previous = await read('AWSPREVIOUS');
  if (keyIdOf(previous) === keyIdOf(expected)) return previous;
  throw new Error('Neither the current nor the previous JWT private key matches JWT_PUBLIC_KEY');
}

/** Read once per cold start: JWT_PRIVATE_KEY (PKCS8 PEM) locally, the Secrets Manager secret JWT_PRIVATE_KEY_SECRET_ARN in AWS. */
async function loadSigningKey(): Promise<NamedKey> {
  const local = process.env.JWT_PRIVATE_KEY;
  if (local) return namedPrivateKey(local);
  const secretArn = process.env.JWT_PRIVATE_KEY_SECRET_ARN;
  if (!secretArn) throw new Error('JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_SECRET_ARN must be set to issue tokens');
  return namedPrivateKey(await privateKeyFromSecret(secretArn));
}

/** The current public key first, then the previous generation's when there is one. */
async function loadVerificationKeys(): Promise<NamedKey[]> {
  const current = process.env.JWT_PUBLIC_KEY;
  if (!current) throw new Error('JWT_PUBLIC_KEY must be set to verify tokens');
  const previous = process.env[JWT_PREVIOUS_PUBLIC_KEY_ENV];
  const pems = previous?.includes('PUBLIC KEY') && keyIdOf(previous) !== keyIdOf(current) ? [current, previous] : [current];
  return Promise.all(pems.map(async (pem) => ({ kid: keyIdOf(pem), key: await importSPKI(pem, ALGORITHM) })));
}

/** A failed load is not kept, so the next request tries again. */
function once<T>(load: () => Promise<T>, get: () => Promise<T> | undefined, set: (value: Promise<T> | undefined) => void): Promise<T> {
  const current = get();
  if (current) return current;
  const loading = load().catch((error: unknown) => {
    set(undefined);
    throw error;
  });
  set(loading);
  return loading;
}

const getSigningKey = () => once(loadSigningKey, () => signingKey, (value) => (signingKey = value));
const getVerificationKeys = () => once(loadVerificationKeys, () => verificationKeys, (value) => (verificationKeys = value));

/** Signs a 30-day token for the person at their current token version (0 for an account that never bumped it). */
export async function issueToken(userId: string, tokenVersion = 0): Promise<string> {
  const { kid, key } = await getSigningKey();
  return new SignJWT({ [VERSION_CLAIM]: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, kid })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key);
}

export interface VerifiedToken {
  userId: string;
  tokenVersion: number;
}

const verifiedTokens = createVerifiedTokenCache<VerifiedToken>();

const isTokenVersion = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The keys a token may have been signed with: the one its `kid` names (current or previous generation); a token
 * without `kid` (issued before tokens carried one) is tried with each.
 */
async function candidateKeys(token: string): Promise<CryptoKey[]> {
  const keys = await getVerificationKeys();
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    throw new Unauthorized('Invalid token');
  }
  const named = kid === undefined ? keys : keys.filter((candidate) => candidate.kid === kid);
  if (named.length === 0) throw new Unauthorized('Invalid token');
  return named.map((candidate) => candidate.key);
}

/**
 * The person and token version of a valid token; every other case is a 401. A token must carry `exp`, `sub` and
 * `ver` (jose accepts a token without `exp` unless it is required). Whether the person still exists and the version
 * is still current is checked by functions/lib/token-version.ts.
 */
export async function verifyToken(token: string): Promise<VerifiedToken> {
  const known = verifiedTokens.recall(token);
  if (known) return { ...known };
  const keys = await candidateKeys(token);
  for (const [index, key] of keys.entries()) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', VERSION_CLAIM],
      });
      const tokenVersion = payload[VERSION_CLAIM];
      if (!payload.sub || !isTokenVersion(tokenVersion)) throw new Unauthorized('Invalid token');
      const verified = { userId: payload.sub, tokenVersion };
      // `exp` is a required claim, checked above.
      verifiedTokens.remember(token, payload.exp!, verified);
      return verified;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed && index < keys.length - 1) continue;
      if (error instanceof errors.JWTExpired) throw new Unauthorized('Session expired, please log in again');
      if (error instanceof errors.JOSEError || error instanceof Unauthorized) throw new Unauthorized('Invalid token');
      throw error;
    }
  }
  throw new Unauthorized('Invalid token');
}

/**
 * Signs claims for another audience than sign-in (the auth domain's device cookie) with the same key. The audience
 * keeps the kinds apart: verifyToken refuses such a token, verifyTokenFor refuses a sign-in token.
 */
export async function issueTokenFor(options: { audience: string; claims: JWTPayload; lifetime: string }): Promise<string> {
  const { kid, key } = await getSigningKey();
  return new SignJWT(options.claims)
    .setProtectedHeader({ alg: ALGORITHM, kid })
    .setIssuer(ISSUER)
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(options.lifetime)
    .sign(key);
}

/** The claims of a token issueTokenFor signed for `audience`, still valid; undefined for anything else. */
export async function verifyTokenFor(token: string, options: { audience: string; requiredClaims: string[] }): Promise<JWTPayload | undefined> {
  let keys: CryptoKey[];
  try {
    keys = await candidateKeys(token);
  } catch (error) {
    if (error instanceof Unauthorized) return undefined;
    throw error;
  }
  for (const key of keys) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: options.audience,
        requiredClaims: ['exp', 'iat', ...options.requiredClaims],
      });
      return payload;
    } catch (error) {
      if (!(error instanceof errors.JOSEError)) throw error;
    }
  }
  return undefined;
}

/** Forgets the loaded keys and the tokens verified with them (tests that change the keys in the environment). */
export function forgetLoadedKeys(): void {
  signingKey = undefined;
  verificationKeys = undefined;
  verifiedTokens.forget();
}
