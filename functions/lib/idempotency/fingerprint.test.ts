import { describe, expect, it } from 'vitest';
import { fingerprintOf, rawBodyOf } from './fingerprint';

const base = { method: 'POST', routeKey: 'POST /api/workout-sets', rawPath: '/api/workout-sets', rawBody: Buffer.from('{"reps":5}') };

describe('fingerprintOf', () => {
  it('is the same for the same request, as a 64-character hex SHA-256', () => {
    expect(fingerprintOf(base)).toBe(fingerprintOf({ ...base, method: 'post', rawBody: Buffer.from('{"reps":5}') }));
    expect(fingerprintOf(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when the method, route, path or any byte of the body differs', () => {
    const variants = [
      { ...base, method: 'PUT' },
      { ...base, routeKey: 'POST /api/workout-sessions' },
      { ...base, rawPath: '/api/workout-sets/other' },
      { ...base, rawBody: Buffer.from('{"reps": 5}') },
      { ...base, rawBody: new Uint8Array() },
    ];
    const prints = new Set([base, ...variants].map(fingerprintOf));
    expect(prints.size).toBe(variants.length + 1);
  });
});

describe('rawBodyOf', () => {
  it('answers the bytes of a text or base64 body, and nothing for none', () => {
    expect(Buffer.from(rawBodyOf({ body: 'héllo' })).toString('utf8')).toBe('héllo');
    expect(Buffer.from(rawBodyOf({ body: Buffer.from('héllo').toString('base64'), isBase64Encoded: true })).toString('utf8')).toBe('héllo');
    expect(rawBodyOf({})).toHaveLength(0);
    expect(rawBodyOf({ body: '' })).toHaveLength(0);
  });
});
