import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT, importPKCS8 } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetLoadedKeys, issueToken, JWT_PREVIOUS_PUBLIC_KEY_ENV, keyIdOf, verifyToken } from './jwt';

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const keys = pem();

function useKeys(privateKey: string | undefined, publicKey: string, previousPublicKey?: string) {
  forgetLoadedKeys();
  if (privateKey) process.env.JWT_PRIVATE_KEY = privateKey;
  else delete process.env.JWT_PRIVATE_KEY;
  process.env.JWT_PUBLIC_KEY = publicKey;
  if (previousPublicKey) process.env[JWT_PREVIOUS_PUBLIC_KEY_ENV] = previousPublicKey;
  else delete process.env[JWT_PREVIOUS_PUBLIC_KEY_ENV];
}

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());

/** A token signed with the real private key but with the given claims (what a leaked signer could not do either). */
async function signed(claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setIssuer('social-fitness').setAudience('social-fitness-app').setIssuedAt();
  return build(jwt).sign(await importPKCS8(keys.privateKey, 'ES256'));
}

beforeAll(() => useKeys(keys.privateKey, keys.publicKey));
afterEach(() => useKeys(keys.privateKey, keys.publicKey));

describe('tokens (ES256)', () => {
  it('carry the person and their token version, signed with ES256, naming their key', async () => {
    const token = await issueToken('user-1', 3);
    expect(headerOf(token)).toEqual({ alg: 'ES256', kid: keyIdOf(keys.publicKey) });
    expect(keyIdOf(keys.privateKey)).toBe(keyIdOf(keys.publicKey));
    expect(await verifyToken(token)).toEqual({ userId: 'user-1', tokenVersion: 3 });
  });

  it('are verified with the public key alone: a function without the private key verifies but cannot sign', async () => {
    const token = await issueToken('user-1');
    useKeys(undefined, keys.publicKey);
    expect(await verifyToken(token)).toEqual({ userId: 'user-1', tokenVersion: 0 });
    await expect(issueToken('user-1')).rejects.toThrow(/JWT_PRIVATE_KEY/);
  });

  it('refuse a token without exp', async () => {
    const token = await signed({ ver: 0 }, (jwt) => jwt.setSubject('user-1'));
    await expect(verifyToken(token)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
  });

  it('refuse a token without a version, or with one that is not a whole number', async () => {
    for (const claims of [{}, { ver: -1 }, { ver: 1.5 }, { ver: '0' }]) {
      const token = await signed(claims, (jwt) => jwt.setSubject('user-1').setExpirationTime('1h'));
      await expect(verifyToken(token)).rejects.toMatchObject({ statusCode: 401 });
    }
  });

  it('verified once, are still refused once they expire, and by a container whose keys no longer include theirs', async () => {
    const token = await signed({ ver: 2 }, (jwt) => jwt.setSubject('user-1').setExpirationTime(Math.floor(Date.now() / 1000) + 60));
    expect(await verifyToken(token)).toEqual({ userId: 'user-1', tokenVersion: 2 });
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      await expect(verifyToken(token)).rejects.toMatchObject({ statusCode: 401, message: 'Session expired, please log in again' });
    } finally {
      vi.useRealTimers();
    }
    const fresh = await issueToken('user-1');
    expect(await verifyToken(fresh)).toEqual({ userId: 'user-1', tokenVersion: 0 });
    useKeys(undefined, pem().publicKey);
    await expect(verifyToken(fresh)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
  });

  it('refuse an expired token, another key, alg none and HS256 signed with the public key', async () => {
    const expired = await signed({ ver: 0 }, (jwt) => jwt.setSubject('user-1').setExpirationTime(Math.floor(Date.now() / 1000) - 60));
    await expect(verifyToken(expired)).rejects.toMatchObject({ statusCode: 401, message: 'Session expired, please log in again' });

    const other = pem();
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('user-1')
      .setIssuer('social-fitness')
      .setAudience('social-fitness-app')
      .setExpirationTime('1h')
      .sign(await importPKCS8(other.privateKey, 'ES256'));
    await expect(verifyToken(foreign)).rejects.toMatchObject({ statusCode: 401 });

    const none = new UnsecuredJWT({ ver: 0 }).setSubject('user-1').setIssuer('social-fitness').setAudience('social-fitness-app').setExpirationTime('1h').encode();
    await expect(verifyToken(none)).rejects.toMatchObject({ statusCode: 401 });

    const confused = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('social-fitness')
      .setAudience('social-fitness-app')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(keys.publicKey));
    await expect(verifyToken(confused)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('rotating the signing key (current and previous public key)', () => {
  const next = pem();

  it('a token of the previous key still verifies after rotation, and new tokens are signed with the new key', async () => {
    const before = await issueToken('user-1', 2);
    useKeys(next.privateKey, next.publicKey, keys.publicKey);
    expect(await verifyToken(before)).toEqual({ userId: 'user-1', tokenVersion: 2 });
    const after = await issueToken('user-1', 2);
    expect(headerOf(after).kid).toBe(keyIdOf(next.publicKey));
    expect(await verifyToken(after)).toEqual({ userId: 'user-1', tokenVersion: 2 });
  });

  it('a token of a key that is neither current nor previous is refused: unknown kid, or the kid of a key it was not signed with', async () => {
    useKeys(next.privateKey, next.publicKey, keys.publicKey);
    const stranger = pem();
    const claims = (jwt: SignJWT) => jwt.setSubject('user-1').setIssuer('social-fitness').setAudience('social-fitness-app').setExpirationTime('1h');
    const unknown = await claims(new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'ES256', kid: keyIdOf(stranger.publicKey) })).sign(await importPKCS8(stranger.privateKey, 'ES256'));
    await expect(verifyToken(unknown)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
    const borrowedKid = await claims(new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'ES256', kid: keyIdOf(keys.publicKey) })).sign(await importPKCS8(stranger.privateKey, 'ES256'));
    await expect(verifyToken(borrowedKid)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
    const withoutKid = await claims(new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'ES256' })).sign(await importPKCS8(stranger.privateKey, 'ES256'));
    await expect(verifyToken(withoutKid)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
  });

  it('a token issued before tokens carried a kid verifies with either key; an expired one still says so', async () => {
    const legacy = await signed({ ver: 1 }, (jwt) => jwt.setSubject('user-1').setExpirationTime('1h'));
    expect(headerOf(legacy)).toEqual({ alg: 'ES256' });
    useKeys(next.privateKey, next.publicKey, keys.publicKey);
    expect(await verifyToken(legacy)).toEqual({ userId: 'user-1', tokenVersion: 1 });
    const expired = await signed({ ver: 0 }, (jwt) => jwt.setSubject('user-1').setExpirationTime(Math.floor(Date.now() / 1000) - 60));
    await expect(verifyToken(expired)).rejects.toMatchObject({ statusCode: 401, message: 'Session expired, please log in again' });
  });

  it('once the previous key is dropped (emergency rotation), its tokens are refused', async () => {
    const before = await issueToken('user-1');
    useKeys(next.privateKey, next.publicKey);
    await expect(verifyToken(before)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
    useKeys(next.privateKey, next.publicKey, '');
    await expect(verifyToken(before)).rejects.toMatchObject({ statusCode: 401, message: 'Invalid token' });
  });
});
