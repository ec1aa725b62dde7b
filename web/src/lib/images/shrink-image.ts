import { fitWithin, type Size } from './fit-within';

/** Longest side of a profile photo: it shows at most a few hundred pixels wide. */
export const AVATAR_MAX_SIDE = 512;
/** Longest side of a post photo: full width on a phone, sharp on a 2x-3x screen. */
export const POST_IMAGE_MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

/** The picked file is not an image this browser can decode. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

interface ShrinkOptions {
  maxSide: number;
  quality?: number;
}

/**
 * Decodes a picked photo on the device, scales it so its longest side is at most `maxSide` and answers it as a
 * JPEG file to upload (issue 26: the server decodes and re-encodes it again, and strips what a camera wrote into it;
 * shrinking here only keeps the upload small on a phone's connection).
 */
export async function shrinkImage(file: Blob, { maxSide, quality = JPEG_QUALITY }: ShrinkOptions): Promise<Blob> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.size, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError('This browser cannot draw images.');
    // JPEG has no transparency: a transparent PNG turns white instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new UnreadableImageError('This browser cannot encode images.');
    return blob;
  } finally {
    image.release();
  }
}

interface DecodedImage {
  source: CanvasImageSource;
  size: Size;
  release: () => void;
}

async function decode(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      // Turned upright by its EXIF orientation, as the photo looks in the gallery.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
    } catch (error) {
      throw new UnreadableImageError('The image could not be read.', { cause: error });
    }
  }
  return decodeWithImageElement(file);
}

/** For browsers without createImageBitmap. */
async function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw new UnreadableImageError('The image could not be read.', { cause: error });
  }
  return { source: image, size: { width: image.naturalWidth, height: image.naturalHeight }, release: () => URL.revokeObjectURL(url) };
}
