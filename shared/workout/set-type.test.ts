import { describe, expect, it } from 'vitest';
import { isRpe, parseRpe, RPE_VALUES, rpeText, setTypeOf } from './set-type';

describe('set types', () => {
  it('reads a set stored before set types from its warm-up flag', () => {
    expect(setTypeOf({ isWarmup: true })).toBe('warmup');
    expect(setTypeOf({ isWarmup: false })).toBe('normal');
    expect(setTypeOf({ isWarmup: false, setType: 'failure' })).toBe('failure');
    expect(setTypeOf({ isWarmup: false, setType: null })).toBe('normal');
  });
});

describe('RPE', () => {
  it('is 6 to 10 in halves', () => {
    expect(RPE_VALUES).toEqual([6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10]);
    expect(isRpe(8.5)).toBe(true);
    expect(isRpe(5.5)).toBe(false);
    expect(isRpe(10.5)).toBe(false);
    expect(isRpe(8.25)).toBe(false);
  });

  it('reads what files write, and nothing else', () => {
    expect(parseRpe('8')).toBe(8);
    expect(parseRpe(' 7.5 ')).toBe(7.5);
    expect(parseRpe('9,5')).toBe(9.5);
    expect(parseRpe('')).toBeUndefined();
    expect(parseRpe('11')).toBeUndefined();
    expect(parseRpe('5')).toBeUndefined();
    expect(parseRpe('8.3')).toBeUndefined();
    expect(parseRpe('hard')).toBeUndefined();
    expect(parseRpe(undefined)).toBeUndefined();
  });

  it('is written @8', () => expect(rpeText(7.5)).toBe('@7.5'));
});
