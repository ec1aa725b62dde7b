import { describe, expect, it } from 'vitest';
import { swipeOffset, swipeRevealed } from './swipe';

describe('swipeRevealed', () => {
  it('reveals delete only past 50 px to the left', () => {
    expect(swipeRevealed(false, -50)).toBe(false);
    expect(swipeRevealed(false, -51)).toBe(true);
    expect(swipeRevealed(false, 80)).toBe(false);
  });

  it('hides it only past 30 px back to the right', () => {
    expect(swipeRevealed(true, 30)).toBe(true);
    expect(swipeRevealed(true, 31)).toBe(false);
    expect(swipeRevealed(true, -100)).toBe(true);
  });
});

describe('swipeOffset', () => {
  it('follows the finger between closed and open', () => {
    expect(swipeOffset(false, -30)).toBe(-30);
    expect(swipeOffset(false, -200)).toBe(-80);
    expect(swipeOffset(false, 40)).toBe(0);
    expect(swipeOffset(true, 20)).toBe(-60);
  });
});
