/**
 * Every domain's deletion steps, in the order they run (docs/operations.md "Deleting an account"): first a wait until
 * no container still trusts a token of the person (so no request of theirs writes behind the job), then the import
 * keys (they do not carry the token version), social (the feed entries it removes are found through the followers),
 * follows (counts on other people corrected), then what only the person saw, and the profile photo last.
 */
import { exercisesDeletionSteps } from '../../exercises/index';
import { followsDeletionSteps } from '../../follows/index';
import { healthDeletionSteps } from '../../health/index';
import type { DeletionStep } from '../../lib/account-deletion';
import { partitionDeletionStep } from '../../lib/db/sweep';
import { IDEMPOTENCY_SK_PREFIX, idempotencyRecordKey } from '../../lib/idempotency/keys';
import { rateLimitDeletionStep } from '../../lib/rate-limit/index';
import { tokenVersionCacheMs } from '../../lib/token-version';
import { mediaDeletionSteps } from '../../media/index';
import { messagesDeletionSteps } from '../../messages/index';
import { notificationsDeletionSteps } from '../../notifications/index';
import { plansDeletionSteps } from '../../plans/index';
import { sessionsDeletionSteps } from '../../sessions/index';
import { socialDeletionSteps } from '../../social/index';
import { usersDeletionSteps } from '../../users/index';

/** A second beyond the containers' token version cache (30 s in AWS, 0 in the test stack). */
const tokenCachesExpired: DeletionStep = {
  name: 'auth.token-caches-expired',
  async run({ startedAt }) {
    const until = Date.parse(startedAt ?? '') + tokenVersionCacheMs() + 1_000;
    const wait = Math.min(Math.max(0, until - Date.now()), 60_000);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return {};
  },
};

/** A function, not a list, so bundles that import a domain's index.ts for something else leave the steps out. */
export const deletionSteps = (): readonly DeletionStep[] => [
  tokenCachesExpired,
  ...healthDeletionSteps(),
  ...socialDeletionSteps(),
  ...followsDeletionSteps(),
  ...messagesDeletionSteps(),
  ...sessionsDeletionSteps(),
  ...plansDeletionSteps(),
  ...exercisesDeletionSteps(),
  ...notificationsDeletionSteps(),
  ...usersDeletionSteps(),
  ...mediaDeletionSteps(),
  // The stored answers of the person's idempotent writes (functions/lib/idempotency; they would expire in 30 days).
  partitionDeletionStep({ name: 'lib.idempotency-records', partitionOf: (userId) => idempotencyRecordKey(userId, '').PK, beginsWith: IDEMPOTENCY_SK_PREFIX }),
  // The counters of the person's per-person write limits (functions/lib/rate-limit; they would expire within a day).
  rateLimitDeletionStep(),
];
