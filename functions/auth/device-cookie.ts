/**
 * The device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a successful sign-in or sign-up
 * leaves the browser a token that says "this device signed in to this account". Sign-ins that present one are
 * limited per device instead of by the account-wide limit anyone can use up (login-throttle.ts).
 *
 * The token is a JWT signed with the auth function's ES256 key for its own audience (so it is never a sign-in token,
 * nor a sign-in token one of these): `acct` (the SHA-256 of the normalised email), `jti` (a random device id), `iat`
 * and `exp` (a year). It is readable by whoever holds it, hence the hash rather than the email.
 */
import { createHash, randomBytes } from 'node:crypto';
import { issueTokenFor, verifyTokenFor } from '../lib/jwt';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from './device-cookie-name';

const AUDIENCE = 'social-fitness-device';
const ACCOUNT_CLAIM = 'acct';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** A browser sends one; a few more are looked at (another path's), never an unbounded number. */
const MAX_COOKIES_TRIED = 3;

const accountClaimOf = (email: string) => createHash('sha256').update(email).digest('base64url');

/** A Set-Cookie value holding a new device token of this account (its normalised email), with a new device id. */
export async function deviceCookieFor(email: string): Promise<string> {
  const token = await issueTokenFor({
    audience: AUDIENCE,
    claims: { [ACCOUNT_CLAIM]: accountClaimOf(email), jti: randomBytes(16).toString('base64url') },
    lifetime: `${LIFETIME_SECONDS}s`,
  });
  return `${DEVICE_COOKIE}=${token}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}

/** The values of the request's cookies named `name` (API Gateway v2 passes them as "name=value" strings). */
function cookieValues(cookies: readonly string[] | undefined, name: string): string[] {
  return (cookies ?? []).flatMap((cookie) => {
    const separator = cookie.indexOf('=');
    return separator > 0 && cookie.slice(0, separator).trim() === name ? [cookie.slice(separator + 1).trim()] : [];
  });
}

/**
 * The device id of a valid device cookie of this account among the request's cookies; undefined when there is none
 * (no cookie, a forged, altered or expired one, or one of another account): the attempt is then untrusted.
 */
export async function trustedDeviceOf(cookies: readonly string[] | undefined, email: string): Promise<string | undefined> {
  for (const token of cookieValues(cookies, DEVICE_COOKIE).slice(0, MAX_COOKIES_TRIED)) {
    const claims = await verifyTokenFor(token, { audience: AUDIENCE, requiredClaims: [ACCOUNT_CLAIM, 'jti'] });
    if (claims && claims[ACCOUNT_CLAIM] === accountClaimOf(email) && typeof claims.jti === 'string') return claims.jti;
  }
  return undefined;
}
