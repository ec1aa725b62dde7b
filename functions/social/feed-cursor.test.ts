import { describe, expect, it } from 'vitest';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

const position = '2025-03-01T10:15:30.123Z#0m7abcdefghijklmnopqr';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('feed cursors', () => {
  it('round-trips a position and reads no cursor as the first page', () => {
    expect(decodeFeedCursor(encodeFeedCursor(position))).toBe(position);
    expect(decodeFeedCursor(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a number', encode(5)],
    ['an array', encode([position])],
    ['another key', encode({ after: position })],
    ['an extra key', encode({ before: position, PK: 'FEED#someone' })],
    ['a key of another partition', encode({ before: 'USER#x' })],
    ['a position without an id', encode({ before: '2025-03-01T10:15:30.123Z' })],
  ])('refuses %s with 400 Invalid cursor', (_, cursor) => {
    expect(() => decodeFeedCursor(cursor)).toThrow(expect.objectContaining({ statusCode: 400, message: 'Invalid cursor' }));
  });

  it('takes an hour boundary only where explore allows it', () => {
    const hour = encodeFeedCursor('2025-03-01T10');
    expect(decodeFeedCursor(hour, { allowHour: true })).toBe('2025-03-01T10');
    expect(() => decodeFeedCursor(hour)).toThrow('Invalid cursor');
  });
});

describe('feed cursors with dates that do not exist', () => {
  it.each([
    ['month 13', '2026-13-45T10:15:30.123Z'],
    ['February 30th', '2026-02-30T10:15:30.123Z'],
    ['hour 25', '2026-01-02T25:15:30.123Z'],
    ['the far future', '9999-12-31T23:59:59.999Z'],
  ])('refuses a position on %s', (_, instant) => {
    expect(() => decodeFeedCursor(encode({ before: `${instant}#0m7abcdefghijklmnopqr` }))).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Invalid cursor' }),
    );
  });

  it('refuses an hour boundary that does not exist', () => {
    expect(() => decodeFeedCursor(encode({ before: '2026-13-45T10' }), { allowHour: true })).toThrow('Invalid cursor');
    expect(() => decodeFeedCursor(encode({ before: '2026-01-02T24' }), { allowHour: true })).toThrow('Invalid cursor');
  });
});
