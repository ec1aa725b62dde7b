import { describe, expect, it } from 'vitest';
import { DEFAULT_REST_SECONDS, formatRest, REST_EXTENSION_SECONDS, REST_TICK_MS, shouldStartRest } from './rest';

describe('formatRest', () => {
  it('shows 0 as Off', () => {
    expect(formatRest(0)).toBe('Off');
  });

  it('shows seconds under a minute', () => {
    expect(formatRest(30)).toBe('30s');
    expect(formatRest(59)).toBe('59s');
  });

  it('shows whole minutes as Nm and the rest as Nm Ns', () => {
    expect(formatRest(60)).toBe('1m');
    expect(formatRest(DEFAULT_REST_SECONDS)).toBe('2m');
    expect(formatRest(90)).toBe('1m 30s');
    expect(formatRest(185)).toBe('3m 5s');
  });

  it('keeps the spec constants', () => {
    expect(DEFAULT_REST_SECONDS).toBe(120);
    expect(REST_EXTENSION_SECONDS).toBe(30);
    expect(REST_TICK_MS).toBe(100);
  });
});

describe('shouldStartRest', () => {
  const ids = ['a', 'b', 'c'];
  it('starts after any set but the last of its exercise', () => {
    expect(shouldStartRest(ids, 'a', 120)).toBe(true);
    expect(shouldStartRest(ids, 'b', 120)).toBe(true);
    expect(shouldStartRest(ids, 'c', 120)).toBe(false);
  });

  it('does not start when rest is Off or the set is unknown', () => {
    expect(shouldStartRest(ids, 'a', 0)).toBe(false);
    expect(shouldStartRest(ids, 'x', 120)).toBe(false);
  });
});
