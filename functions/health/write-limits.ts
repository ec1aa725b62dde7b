/** Health imports and import keys one person may make (functions/lib/rate-limit; docs/decisions.md "Per-person write limits"). */
import { IMPORT_KEY_HOURLY_LIMIT } from '../../shared/schemas/health';
import type { WriteLimit } from '../lib/rate-limit/index';

const HOUR = 60 * 60;

/**
 * The Shortcut sends one workout a request. Each key may make IMPORT_KEY_HOURLY_LIMIT an hour; the person as many
 * over all their keys and the app together, so ten keys do not make ten times as many.
 */
export const HEALTH_IMPORT_LIMIT: WriteLimit = {
  scope: 'health-import',
  attempts: IMPORT_KEY_HOURLY_LIMIT,
  windowSeconds: HOUR,
  message: "You're importing too fast. Try again later.",
};

/**
 * Creating keys: a person has a phone or two, and at most MAX_IMPORT_KEYS (10) keys at once; 20 a day fill them
 * all twice. Creating and revoking keys in a loop is a script.
 */
export const IMPORT_KEY_CREATION_LIMIT: WriteLimit = {
  scope: 'health-import-key',
  attempts: 20,
  windowSeconds: 24 * HOUR,
  message: "You've created a lot of import keys today. Try again later.",
};
