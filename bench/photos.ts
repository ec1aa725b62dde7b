/**
 * `npm run bench -- photos` (issue 26): the bytes of the image requests of a feed page of 10 photo posts. Before,
 * the server stored and served each photo as the device sent it (a JPEG of at most 1600 px, quality 0.85, from
 * web/src/lib/images/shrink-image.ts); now the feed loads the variant the processing made for its width (1080 px
 * WebP on a phone: `sizes` 100vw at 390 CSS px × 2-3). Ten photo-like images (textured, 4:3 and 3:4) are put through
 * the processor's own pipeline (functions/media/photo-variants.ts).
 */
import sharp from 'sharp';
import { photoVariants } from '../functions/media/photo-variants';
import type { BenchFigure } from './figures';

const POSTS = 10;
const KB = 1024;

/** A camera-like photo: smooth colour fields with fine grain, so codecs work as hard as on a real one. */
async function photoLike(index: number): Promise<Buffer> {
  const [width, height] = index % 3 === 0 ? [3024, 4032] : [4032, 3024];
  const grain = await sharp({ create: { width: width / 8, height: height / 8, channels: 3, background: '#000', noise: { type: 'gaussian' as const, mean: 120 + index * 5, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(grain).resize(width, height, { kernel: 'cubic' }).modulate({ hue: index * 30 }).jpeg({ quality: 92 }).toBuffer();
}

/** What the web app uploaded and the server stored before issue 26. */
const asStoredBefore = (camera: Buffer) => sharp(camera).resize({ width: 1600, height: 1600, fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();

export async function measurePhotos(): Promise<BenchFigure[]> {
  let before = 0;
  let after = 0;
  let small = 0;
  for (let index = 0; index < POSTS; index++) {
    const stored = await asStoredBefore(await photoLike(index));
    before += stored.length;
    const result = await photoVariants(stored, 'post');
    if (!result.ok) throw new Error(result.reason);
    after += result.variants.find((variant) => variant.width === 1080 && variant.format === 'webp')!.body.length;
    small += result.variants.find((variant) => variant.width === 320 && variant.format === 'webp')!.body.length;
  }
  const section = 'Feed photos';
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  return [
    { section, name: `${POSTS} photo posts, as stored before (1600 px JPEG)`, value: kb(before), unit: 'KB' },
    {
      section,
      name: `${POSTS} photo posts, the feed's variant (1080 px WebP)`,
      value: kb(after),
      unit: 'KB',
      budget: { limit: kb(before), kind: 'max', basis: 'the bytes as stored before issue 26' },
    },
    { section, name: `${POSTS} photo posts, a narrow screen's variant (320 px WebP)`, value: kb(small), unit: 'KB' },
  ];
}
