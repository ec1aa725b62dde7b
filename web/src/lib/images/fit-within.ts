export interface Size {
  width: number;
  height: number;
}

/** The size that keeps the aspect ratio with the longest side at most `maxSide`; smaller images keep their size. */
export function fitWithin({ width, height }: Size, maxSide: number): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
