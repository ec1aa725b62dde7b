/**
 * Files people (and attackers) upload as photos (issue 26): a camera JPEG with GPS in its EXIF, a PNG that decodes to
 * 20000x20000 pixels from a few hundred KB, a JPEG signature in front of an HTML page, a GIF that is also JavaScript.
 */
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** A 1600x1200 JPEG as a phone writes it: EXIF with the camera, the time and where it was taken (GPS). */
export function jpegWithGps(options: { width?: number; height?: number } = {}): Promise<Buffer> {
  return sharp({ create: { width: options.width ?? 1600, height: options.height ?? 1200, channels: 3, background: '#2f6f9f' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12', DateTime: '2026:03:01 07:30:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .toBuffer();
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid grayscale PNG of `side` x `side` black pixels, deflated row by row (20000 → about 400 KB). */
export async function hugePng(side = 20_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(side + 1); // filter byte 0, then the pixels
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

export const HTML_PAYLOAD = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

/** `FF D8 FF` (a JPEG's first bytes) and then an HTML page: sniffing the first bytes calls it a JPEG. */
export const htmlAfterJpegSignature = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAYLOAD)]);

export const POLYGLOT_SCRIPT = 'alert(document.domain)';

/**
 * A real 1x1 GIF whose bytes are also JavaScript: the logical screen width `/*` opens a comment that the trailer
 * closes, so `<script src=…>` would run POLYGLOT_SCRIPT. It decodes as an image too.
 */
export async function gifJsPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ff0000' } }).gif().toBuffer();
  const polyglot = Buffer.from(gif);
  polyglot.write('/*', 6, 'latin1'); // width 0x2a2f: the image descriptor still says 1x1
  return Buffer.concat([polyglot, Buffer.from(`*/=1;${POLYGLOT_SCRIPT};`, 'latin1')]);
}
