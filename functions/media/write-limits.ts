/** Photo uploads one person may begin (functions/lib/rate-limit; docs/decisions.md "Per-person write limits"). */
import type { WriteLimit } from '../lib/rate-limit/index';

/** A person posts a few photos a day; each upload costs a decode of up to 16 megapixels. */
export const UPLOAD_LIMIT: WriteLimit = {
  scope: 'media-upload',
  attempts: 60,
  windowSeconds: 60 * 60,
  message: "You're uploading photos too fast. Try again later.",
};
