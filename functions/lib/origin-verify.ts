import { createHash, timingSafeEqual } from 'node:crypto';
import { Forbidden } from './errors';

/**
 * An HTTP API cannot be limited to CloudFront (no resource policy, no WAF), so CloudFront adds a header holding a
 * deploy-time secret to every /api request, and a request without it never reaches a domain function: that is what
 * makes the WAF in front of CloudFront unavoidable. Set only in AWS; the local runner has no CloudFront and sets nothing.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Throws Forbidden unless the request carries the CloudFront origin secret (headers already lower-cased). */
export function verifyOrigin(headers: Record<string, string | undefined> | undefined): void {
  const expected = process.env[ORIGIN_VERIFY_SECRET_ENV];
  if (!expected) return;
  const received = headers?.[ORIGIN_VERIFY_HEADER] ?? '';
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(received), digest(expected))) throw new Forbidden('Requests must come through the site');
}
