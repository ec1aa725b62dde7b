/**
 * The image pipeline (issue 26): decode with sharp (libvips), refuse what is not a real JPEG, PNG, WebP or GIF or is
 * over UPLOAD_MAX_PIXELS, turn it upright by its EXIF orientation, and encode each width as WebP and JPEG. Nothing of
 * the file survives but its pixels: sharp writes no metadata (EXIF, GPS, XMP, ICC, comments) unless asked to, and
 * an animated GIF keeps its first frame only. Bytes that merely start like an image (a JPEG signature before an HTML
 * page, a GIF/JavaScript polyglot) either fail to decode or come out as freshly encoded pixels.
 */
import sharp, { type Metadata } from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS, UPLOAD_MAX_PIXELS, type PhotoFormat, type UploadPurpose } from '../../shared/media';

export const NOT_AN_IMAGE = 'This file is not an image we can read. Use a JPEG, PNG, WebP or GIF photo.';
export const TOO_MANY_PIXELS = `This photo is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`;

const DECODABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg' };

// One image at a time in a function: libvips' operation cache would only hold memory between invocations.
sharp.cache(false);

export interface PhotoVariant {
  width: number;
  format: PhotoFormat;
  contentType: string;
  body: Buffer;
}

export type PhotoVariantsResult = { ok: true; variants: PhotoVariant[] } | { ok: false; reason: string };

const decoderOf = (input: Buffer) => sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', animated: false });

export async function photoVariants(input: Buffer, purpose: UploadPurpose): Promise<PhotoVariantsResult> {
  let metadata: Metadata;
  try {
    // Reads the header only: a 20000x20000 PNG is refused here without decoding a pixel.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: NOT_AN_IMAGE };
  }
  if (!DECODABLE_FORMATS.has(metadata.format)) return { ok: false, reason: NOT_AN_IMAGE };
  if (!metadata.width || !metadata.height) return { ok: false, reason: NOT_AN_IMAGE };
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) return { ok: false, reason: TOO_MANY_PIXELS };
  try {
    // Each variant decodes on its own: JPEG and WebP then decode straight at a fraction of their size (shrink-on-load).
    const upright = decoderOf(input).rotate();
    const variants: PhotoVariant[] = [];
    for (const width of PHOTO_WIDTHS[purpose]) {
      for (const format of PHOTO_FORMATS) {
        // An avatar fits a square; a post photo its width and at most twice as tall (a 1:20 strip stays small).
        const resized = upright.clone().resize({ width, height: purpose === 'avatar' ? width : width * 2, fit: 'inside', withoutEnlargement: true });
        const body =
          format === 'webp'
            ? await resized.webp({ quality: 80 }).toBuffer()
            : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
        variants.push({ width, format, contentType: CONTENT_TYPES[format], body });
      }
    }
    return { ok: true, variants };
  } catch {
    // Truncated or corrupt data past a valid header.
    return { ok: false, reason: NOT_AN_IMAGE };
  }
}
