import { describe, expect, it } from 'vitest';
import { shownLike, tappedLike, withoutOverride } from './like-overrides';

const post = { id: 'p1', isLiked: false, likes: 4 };

describe('profile like overrides', () => {
  it('shows the server state until a tap overrides it', () => {
    expect(shownLike(post, {})).toEqual({ isLiked: false, likes: 4 });
    expect(shownLike(post, { p1: { isLiked: true, likes: 5 } })).toEqual({ isLiked: true, likes: 5 });
    expect(shownLike(post, { other: { isLiked: true, likes: 1 } })).toEqual({ isLiked: false, likes: 4 });
  });

  it('toggles what is shown on each tap', () => {
    const once = tappedLike(shownLike(post, {}));
    expect(once).toEqual({ isLiked: true, likes: 5 });
    expect(tappedLike(once)).toEqual({ isLiked: false, likes: 4 });
    expect(tappedLike({ isLiked: true, likes: 0 })).toEqual({ isLiked: false, likes: 0 });
  });

  it('clears one post override and keeps the others', () => {
    const overrides = { p1: { isLiked: true, likes: 5 }, p2: { isLiked: false, likes: 0 } };
    expect(withoutOverride(overrides, 'p1')).toEqual({ p2: { isLiked: false, likes: 0 } });
  });
});
