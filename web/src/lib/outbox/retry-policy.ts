import { isApiError } from '../api-client';

/** Server answers that mean 'not now' rather than 'no'. */
const RETRY_STATUSES = new Set([401, 408, 425, 429]);
/** 409s that are final: anything else is taken as 'the same key is still in progress'. */
const FINAL_CONFLICTS = ['This id is already in use', 'Another workout is already in progress'];
/** A 409 that keeps coming back is final after this many attempts (the in-progress one clears in seconds). */
export const MAX_CONFLICT_ATTEMPTS = 8;

export type SendFailure = { kind: 'retry' } | { kind: 'refused'; status: number; message: string };

/**
 * Network errors, 5xx, 408, 429 and 409-in-progress are tried again later; 401 too (the person signs in again and
 * their changes go out then). Any other answer is final: the change is refused.
 */
export function classifyFailure(error: unknown, attempts: number): SendFailure {
  if (!isApiError(error)) return { kind: 'retry' };
  const { status, message } = error;
  if (status >= 500 || RETRY_STATUSES.has(status)) return { kind: 'retry' };
  if (status === 409 && !FINAL_CONFLICTS.includes(message) && attempts < MAX_CONFLICT_ATTEMPTS) return { kind: 'retry' };
  return { kind: 'refused', status, message };
}

/** Wait before attempt n+1: 1 s, 2 s, 4 s … at most a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}
