/**
 * How much one person may post, comment, like and report (functions/lib/rate-limit; docs/decisions.md "Per-person
 * write limits" gives the reasons for the numbers): far above what a person does by hand, far below a script.
 */
import type { WriteLimit } from '../lib/rate-limit/index';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const POST_LIMIT: WriteLimit = { scope: 'social-post', attempts: 30, windowSeconds: HOUR, message: "You're posting too fast. Try again in a few minutes." };
export const COMMENT_LIMIT: WriteLimit = {
  scope: 'social-comment',
  attempts: 60,
  windowSeconds: 10 * MINUTE,
  message: "You're commenting too fast. Try again in a few minutes.",
};
/** Likes and unlikes both count: a like/unlike loop is what it stops. */
export const LIKE_LIMIT: WriteLimit = { scope: 'social-like', attempts: 300, windowSeconds: HOUR, message: "You're liking too fast. Try again in a few minutes." };
/** Posts and comments together. */
export const REPORT_LIMIT: WriteLimit = {
  scope: 'social-report',
  attempts: 20,
  windowSeconds: 24 * HOUR,
  message: "You've sent a lot of reports today. Try again later.",
};
