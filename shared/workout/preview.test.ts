import { describe, expect, it } from 'vitest';
import { moreLabel, previewOf, showMoreLabel } from './preview';

describe('previewOf', () => {
  it('shows the first 3 and counts the rest', () => {
    expect(previewOf(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
  });

  it('hides nothing for 3 or fewer', () => {
    expect(previewOf(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(previewOf([])).toEqual({ shown: [], hidden: 0 });
  });
});

describe('labels', () => {
  it("reads '+N more' on a routine card and nothing when all are shown", () => {
    expect(moreLabel(2)).toBe('+2 more');
    expect(moreLabel(0)).toBe('');
  });

  it("reads 'Show N More' in detail views", () => {
    expect(showMoreLabel(4)).toBe('Show 4 More');
  });
});
