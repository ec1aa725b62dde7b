import { decodeJwt, decodeProtectedHeader, exportSPKI, generateKeyPair, importPKCS8, SignJWT, type JWTPayload } from 'jose';
import { IMPORT_KEY_PREFIX } from '../../shared/schemas/health';

/**
 * Credentials that must never pass: each is what an attacker can send, built from a real token of a real person so
 * that the flaw named is the only reason for the 401. The test stack's signing key is in this process's environment
 * (the global setup started the stack and vitest's workers inherit its variables).
 */
export interface BadCredential {
  name: string;
  /** The Authorization header to send, or none. */
  authorization?: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The stack's real signing key: ES256 (JWT_PRIVATE_KEY) once the auth change lands, HS256 (JWT_SECRET) before. */
async function realSigningKey(): Promise<{ alg: string; key: CryptoKey | Uint8Array }> {
  const privatePem = process.env.JWT_PRIVATE_KEY;
  if (privatePem) return { alg: 'ES256', key: await importPKCS8(privatePem, 'ES256') };
  const secret = process.env.JWT_SECRET;
  if (secret) return { alg: 'HS256', key: new TextEncoder().encode(secret) };
  throw new Error('The test stack set neither JWT_PRIVATE_KEY nor JWT_SECRET');
}

/** Signs `payload` as the stack would, keeping the real token's header fields (a key id, if any). */
async function signLike(realToken: string, payload: JWTPayload, signer: { alg: string; key: CryptoKey | Uint8Array }): Promise<string> {
  const { alg: _alg, ...header } = decodeProtectedHeader(realToken);
  return new SignJWT(payload).setProtectedHeader({ ...header, alg: signer.alg }).sign(signer.key);
}

/** The one credential case that needs the ES256 scheme: an HS256 token keyed with the public key's PEM text. */
export const ALGORITHM_CONFUSION = 'an HS256 token signed with the public key PEM as its secret';

/**
 * Every bad bearer credential for a route, forged from `realToken` (a valid token of an existing person) and
 * `deletedPersonToken` (a valid token of a person whose user item was deleted).
 */
export async function badCredentials(options: { realToken: string; deletedPersonToken: string }): Promise<BadCredential[]> {
  const { realToken, deletedPersonToken } = options;
  const claims = decodeJwt(realToken);
  const real = await realSigningKey();
  const otherKey = await generateKeyPair('ES256');
  const { exp: _exp, ...withoutExp } = claims;
  const credentials: BadCredential[] = [
    { name: 'no Authorization header' },
    { name: 'a garbage bearer', authorization: 'Bearer garbage' },
    { name: 'a non-bearer scheme with a valid token', authorization: `Basic ${realToken}` },
    {
      name: 'an expired token',
      authorization: `Bearer ${await signLike(realToken, { ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, real)}`,
    },
    { name: 'a token without exp', authorization: `Bearer ${await signLike(realToken, withoutExp, real)}` },
    { name: 'a token signed with another P-256 key', authorization: `Bearer ${await signLike(realToken, claims, { alg: 'ES256', key: otherKey.privateKey })}` },
    { name: 'an alg none token', authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.` },
    { name: 'a valid token of a person whose user item was deleted', authorization: `Bearer ${deletedPersonToken}` },
  ];
  const publicPem = process.env.JWT_PUBLIC_KEY;
  // Without the ES256 keys there is no public key to confuse with; the test says so instead of skipping silently.
  const confusionKey = new TextEncoder().encode(publicPem ?? (await exportSPKI(otherKey.publicKey)));
  credentials.push({ name: ALGORITHM_CONFUSION, authorization: `Bearer ${await signLike(realToken, claims, { alg: 'HS256', key: confusionKey })}` });
  return credentials;
}

/** Import-key credentials that must be refused where import keys are accepted. */
export function badImportKeys(options: { revokedKey: string }): BadCredential[] {
  return [
    { name: 'a garbage import key', authorization: `Bearer ${IMPORT_KEY_PREFIX}garbage` },
    { name: 'a well-formed unknown import key', authorization: `Bearer ${IMPORT_KEY_PREFIX}${'a'.repeat(43)}` },
    { name: 'a revoked import key', authorization: `Bearer ${options.revokedKey}` },
  ];
}
