import { describe, expect, it } from 'vitest';
import { fromStoredAnswer, GZIP_FROM_BYTES, isReplayable, MAX_STORED_BODY_BYTES, toStoredAnswer } from './stored-answer';

const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

describe('the stored answer', () => {
  it('keeps status, headers and a small body as text, and gives them back unchanged', () => {
    const answer = { statusCode: 201, headers: { ...json, 'x-next-cursor': 'abc' }, body: '{"id":"s1"}' };
    const stored = toStoredAnswer(answer);
    expect(stored).toEqual(answer);
    expect(fromStoredAnswer(stored)).toEqual(answer);
  });

  it('does not repeat headers about this delivery', () => {
    expect(toStoredAnswer({ statusCode: 204, headers: { 'x-request-id': 'r1', 'cache-control': 'no-store' } })).toEqual({
      statusCode: 204,
      headers: { 'cache-control': 'no-store' },
    });
  });

  it('gzips a large body and restores it exactly', () => {
    const body = JSON.stringify(Array.from({ length: 2_000 }, (_, n) => ({ id: `set-${n}`, reps: n % 12 })));
    expect(body.length).toBeGreaterThan(GZIP_FROM_BYTES);
    const stored = toStoredAnswer({ statusCode: 200, headers: json, body });
    expect(stored.body).toBeUndefined();
    expect(stored.bodyGzip!.byteLength).toBeLessThan(body.length / 3);
    expect(fromStoredAnswer(stored)?.body).toBe(body);
  });

  it('keeps nothing of a body past 64 KB, however well it gzips: marked too large, never partial', () => {
    expect(MAX_STORED_BODY_BYTES).toBe(65_536);
    const body = JSON.stringify({ text: 'x'.repeat(MAX_STORED_BODY_BYTES) });
    const stored = toStoredAnswer({ statusCode: 200, headers: json, body });
    expect(stored).toEqual({ statusCode: 200, headers: json, tooLarge: true });
    expect(fromStoredAnswer(stored)).toBeUndefined();
  });

  it('keeps a body of exactly 64 KB', () => {
    const body = JSON.stringify({ text: 'x'.repeat(MAX_STORED_BODY_BYTES - 11) });
    expect(Buffer.byteLength(body)).toBe(MAX_STORED_BODY_BYTES);
    expect(fromStoredAnswer(toStoredAnswer({ statusCode: 200, headers: json, body }))?.body).toBe(body);
  });
});

describe('isReplayable', () => {
  it('keeps 2xx and 4xx answers, not 5xx nor the ones that ask to try again later', () => {
    expect([200, 201, 204, 400, 403, 404, 409, 422].every((statusCode) => isReplayable({ statusCode, headers: json }))).toBe(true);
    expect(isReplayable({ statusCode: 500, headers: json })).toBe(false);
    expect(isReplayable({ statusCode: 503, headers: { 'retry-after': '2' } })).toBe(false);
    expect(isReplayable({ statusCode: 429, headers: { 'retry-after': '30' } })).toBe(false);
    expect(isReplayable({ statusCode: 409, headers: { 'Retry-After': '1' } })).toBe(false);
  });
});
