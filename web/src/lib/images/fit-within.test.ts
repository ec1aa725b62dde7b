import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

describe('fitWithin', () => {
  it('scales the longest side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 512)).toEqual({ width: 512, height: 384 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves an image that already fits as it is', () => {
    expect(fitWithin({ width: 512, height: 300 }, 512)).toEqual({ width: 512, height: 300 });
    expect(fitWithin({ width: 40, height: 40 }, 512)).toEqual({ width: 40, height: 40 });
  });

  it('never rounds a thin side down to nothing', () => {
    expect(fitWithin({ width: 10_000, height: 3 }, 512)).toEqual({ width: 512, height: 1 });
  });
});
