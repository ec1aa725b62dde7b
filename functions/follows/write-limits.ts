/** How many follows one person may make (functions/lib/rate-limit; docs/decisions.md "Per-person write limits"). */
import type { WriteLimit } from '../lib/rate-limit/index';

/** Follows of public accounts and requests to private ones together; unfollowing is not limited. */
export const FOLLOW_LIMIT: WriteLimit = {
  scope: 'follows-follow',
  attempts: 100,
  windowSeconds: 60 * 60,
  message: "You're following people too fast. Try again later.",
};
