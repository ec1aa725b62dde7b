import { describe, expect, it } from 'vitest';
import { cursorParts, decodeCursor, encodeCursor, type CursorShape } from './pagination';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A GSI1 page of a person's plans, as queryPage checks it. */
const plans: CursorShape = {
  attributes: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
  fixed: { SK: 'PLAN', GSI1PK: 'USER#u1#PLANS' },
  prefixes: { PK: 'PLAN#' },
  rests: { GSI1SK: cursorParts.instantAndId },
};
const key = { PK: 'PLAN#0m7abcdefghijklmnopqr', SK: 'PLAN', GSI1PK: 'USER#u1#PLANS', GSI1SK: '2026-03-01T10:15:30.123Z#0m7abcdefghijklmnopqr' };

describe('decodeCursor', () => {
  it('gives back the key it encoded, and nothing for the first page', () => {
    expect(decodeCursor(encodeCursor(key), plans)).toEqual(key);
    expect(decodeCursor(undefined, plans)).toBeUndefined();
    expect(decodeCursor('', plans)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['JSON that is not an object', encode([key])],
    ['another partition', encode({ ...key, GSI1PK: 'USER#u2#PLANS' })],
    ['a missing attribute', encode({ PK: key.PK, SK: key.SK, GSI1PK: key.GSI1PK })],
    ['an extra attribute', encode({ ...key, extra: 'x' })],
    ['a number', encode({ ...key, GSI1SK: 1e308 })],
    ['month 13', encode({ ...key, GSI1SK: '2026-13-01T10:15:30.123Z#0m7abcdefghijklmnopqr' })],
    ['April 31st', encode({ ...key, GSI1SK: '2026-04-31T10:15:30.123Z#0m7abcdefghijklmnopqr' })],
    ['no time at all', encode({ ...key, GSI1SK: 'yesterday#0m7abcdefghijklmnopqr' })],
    ['an id with a #', encode({ ...key, PK: 'PLAN#x#y' })],
    ['an id with a space', encode({ ...key, GSI1SK: '2026-03-01T10:15:30.123Z#no such id' })],
    ['an empty id', encode({ ...key, PK: 'PLAN#' })],
    ['a prototype key', Buffer.from(`{"__proto__":{},${JSON.stringify(key).slice(1)}`).toString('base64url')],
  ])('refuses %s with 400 Invalid cursor', (_, cursor) => {
    expect(() => decodeCursor(cursor, plans)).toThrow(expect.objectContaining({ statusCode: 400, message: 'Invalid cursor' }));
  });
});
