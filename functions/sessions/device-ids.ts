/**
 * Issue 12: times that come from the phone for a workout lived offline. A workout started offline is created later
 * with its device id and the device's start; one finished offline keeps the device's end. Both are checked against
 * the server's clock (and the end against the start), with CLOCK_SKEW_MS of slack for a phone's clock.
 */
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../../shared/api-types';
import { CLOCK_SKEW_MS, timeOfOrderedId, WORKOUT_IN_FUTURE } from '../../shared/schemas/sessions';
import { BadRequest } from '../lib/errors';

/** A phone replays its outbox for as long as the server remembers its idempotency keys: no start older than that. */
export const MAX_DEVICE_START_AGE_MS = IDEMPOTENCY_KEY_TTL_DAYS * 24 * 60 * 60_000;
export const START_TIME_INVALID = 'startTime must be an ISO 8601 date-time with a time zone.';
export const START_TOO_OLD = `A workout cannot start more than ${IDEMPOTENCY_KEY_TTL_DAYS} days ago.`;
export const END_IN_FUTURE = 'endTime cannot be in the future.';
export const END_BEFORE_START = 'endTime cannot be before the workout started.';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;

/**
 * When a workout created with a device id started: `startTime` as sent (ISO with a zone, not ahead of the server by
 * more than the skew, not older than MAX_DEVICE_START_AGE_MS), else the time part of its id; never after `now`.
 */
export function deviceStartTime(options: { id: string; startTime?: string | null; now: Date }): string {
  const now = options.now.getTime();
  if (options.startTime) {
    const at = ISO_INSTANT.test(options.startTime) ? Date.parse(options.startTime) : Number.NaN;
    if (Number.isNaN(at)) throw new BadRequest(START_TIME_INVALID);
    if (at > now + CLOCK_SKEW_MS) throw new BadRequest(WORKOUT_IN_FUTURE);
    if (at < now - MAX_DEVICE_START_AGE_MS) throw new BadRequest(START_TOO_OLD);
    return new Date(Math.min(at, now)).toISOString();
  }
  const fromId = timeOfOrderedId(options.id);
  return new Date(Math.max(now - MAX_DEVICE_START_AGE_MS, Math.min(fromId, now))).toISOString();
}

/**
 * When a finish ends the workout: the phone's time when sent (a workout finished offline hours ago keeps it), else
 * now. Refused when more than the skew ahead of now or before the start; within the skew it is clamped to
 * [start, now], so a phone clock a little behind the server's cannot end a workout before it began.
 */
export function finishTime(options: { requested?: string | null; startTime: string; now: Date }): Date {
  const now = options.now.getTime();
  if (!options.requested) return options.now;
  const at = Date.parse(options.requested);
  const start = Date.parse(options.startTime);
  if (at > now + CLOCK_SKEW_MS) throw new BadRequest(END_IN_FUTURE);
  if (at < start - CLOCK_SKEW_MS) throw new BadRequest(END_BEFORE_START);
  return new Date(Math.max(start, Math.min(at, now)));
}
