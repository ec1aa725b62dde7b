import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetLoadedKeys, issueToken, verifyToken } from '../lib/jwt';
import { deviceCookieFor, trustedDeviceOf } from './device-cookie';

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

function useKeys(keys: { privateKey: string; publicKey: string }) {
  forgetLoadedKeys();
  process.env.JWT_PRIVATE_KEY = keys.privateKey;
  process.env.JWT_PUBLIC_KEY = keys.publicKey;
  delete process.env.JWT_PREVIOUS_PUBLIC_KEY;
}

/** The "name=value" a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;
const claimsOf = (setCookie: string) => JSON.parse(Buffer.from(sentBack(setCookie).split('.')[1]!, 'base64url').toString());

const real = pem();
beforeAll(() => useKeys(real));

describe('the device cookie', () => {
  it('is HttpOnly, Secure, SameSite=Strict, sent only to the sign-in path, and kept a year', async () => {
    const cookie = await deviceCookieFor('ana@example.com');
    expect(cookie).toMatch(/^device=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/auth\/login; Max-Age=31536000; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('names the account by a hash of its email, a random device id and when it was issued', async () => {
    const [first, second] = [await deviceCookieFor('ana@example.com'), await deviceCookieFor('ana@example.com')];
    const claims = claimsOf(first);
    expect(JSON.stringify(claims)).not.toContain('ana@example.com');
    expect(claims).toMatchObject({ acct: expect.any(String), jti: expect.stringMatching(/^[\w-]{22}$/), iat: expect.any(Number) });
    expect(claims.exp - claims.iat).toBe(31_536_000);
    expect(claimsOf(second).jti).not.toBe(claims.jti);
  });

  it("answers the device id of this account's cookie, among other cookies", async () => {
    const cookie = await deviceCookieFor('ana@example.com');
    expect(await trustedDeviceOf(['theme=dark', sentBack(cookie)], 'ana@example.com')).toBe(claimsOf(cookie).jti);
  });

  it('is untrusted for another account, altered, signed with another key, or when it is a sign-in token', async () => {
    const cookie = sentBack(await deviceCookieFor('ana@example.com'));
    const [header, , signature] = cookie.slice('device='.length).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claimsOf(cookie), jti: 'someone-else' })).toString('base64url');

    expect(await trustedDeviceOf([cookie], 'bob@example.com')).toBeUndefined();
    expect(await trustedDeviceOf([`device=${header}.${otherPayload}.${signature}`], 'ana@example.com')).toBeUndefined();
    expect(await trustedDeviceOf(['device=not-a-token'], 'ana@example.com')).toBeUndefined();
    expect(await trustedDeviceOf([`device=${await issueToken('user-1')}`], 'ana@example.com')).toBeUndefined();
    expect(await trustedDeviceOf(undefined, 'ana@example.com')).toBeUndefined();

    useKeys(pem());
    const forged = sentBack(await deviceCookieFor('ana@example.com'));
    useKeys(real);
    expect(await trustedDeviceOf([forged], 'ana@example.com')).toBeUndefined();
  });

  it('is never accepted as a sign-in token', async () => {
    const cookie = sentBack(await deviceCookieFor('ana@example.com'));
    await expect(verifyToken(cookie.slice('device='.length))).rejects.toThrow('Invalid token');
  });
});
