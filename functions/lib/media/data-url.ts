import { BadRequest, PayloadTooLarge } from '../errors';

export const MALFORMED_DATA_URL = 'The image must be a base64 data URL.';
export const IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB';

/** `data:<type>/<subtype>[;param=value]*;base64,` then the payload. */
const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** How many bytes a padded base64 text decodes to, read from its length alone. */
function decodedLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * The bytes of a `data:<mime>;base64,<payload>` URL. The size is checked from the text's length before
 * anything is decoded, so an oversized upload costs no second copy in memory. The declared mime is ignored.
 */
export function decodeDataUrl(dataUrl: string, maxBytes: number): Buffer {
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  if (!prefix) throw new BadRequest(MALFORMED_DATA_URL);
  const payload = dataUrl.slice(prefix[0].length);
  if (decodedLength(payload) > maxBytes) throw new PayloadTooLarge(IMAGE_TOO_LARGE);
  // Buffer.from(…, 'base64') silently skips what it cannot read: a truncated or corrupted payload must not
  // become a shorter "valid" image.
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) throw new BadRequest(MALFORMED_DATA_URL);
  return Buffer.from(payload, 'base64');
}
