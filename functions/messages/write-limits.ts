/** How many messages one person may send (functions/lib/rate-limit; docs/decisions.md "Per-person write limits"). */
import type { WriteLimit } from '../lib/rate-limit/index';

/** A burst limit and a daily one, checked in this order. */
export const MESSAGE_LIMITS: readonly WriteLimit[] = [
  { scope: 'messages-minute', attempts: 60, windowSeconds: 60, message: "You're sending messages too fast. Try again in a minute." },
  { scope: 'messages-day', attempts: 1_000, windowSeconds: 24 * 60 * 60, message: "You've sent a lot of messages today. Try again later." },
];
