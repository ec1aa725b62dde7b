import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT, importPKCS8 } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetLoadedKeys, issueToken, verifyToken } from './jwt';

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const keys = pem();

function useKeys(privateKey: string | undefined, publicKey: string) {
  forgetLoadedKeys();
  if (privateKey) process.env.JWT_PRIVATE_KEY = privateKey;
  else delete process.env.JWT_PRIVATE_KEY;
  process.env.JWT_PUBLIC_KEY = publicKey;
}

/** A token signed with the real private key but with the given claims (what a leaked signer could not do either). */
async function signed(claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setIssuer('social-fitness').setAudience('social-fitness-app').setIssuedAt();
  return build(jwt).sign(await importPKCS8(keys.privateKey, 'ES256'));
}

beforeAll(() => useKeys(keys.privateKey, keys.publicKey));
afterEach(() => useKeys(keys.privateKey, keys.publicKey));

describe('tokens (ES256)', () => {
  it('carry the person and their token version, signed with ES256', async () => {
    const token = await issueToken('user-1', 3);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'ES256' });
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
