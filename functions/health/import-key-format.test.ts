import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashSecret,
  isImportKeyId,
  newImportKey,
  parseImportKey,
  previewOf,
  rateWindowExpiry,
  rateWindowOf,
  secondsToNextHour,
  secretMatches,
} from './import-key-format';

describe('import keys', () => {
  it('are sfhk_, a 12-character hex id, _ and a 43-character base64url secret (32 bytes)', () => {
    const { key, keyId, secret } = newImportKey();

    expect(key).toBe(`sfhk_${keyId}_${secret}`);
    expect(keyId).toMatch(/^[0-9a-f]{12}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(secret).toHaveLength(43);
  });

  it('are different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newImportKey().key));
    expect(keys.size).toBe(200);
  });

  it('parse back into their id and secret, also when the secret holds _ and -', () => {
    for (let round = 0; round < 200; round++) {
      const { key, keyId, secret } = newImportKey();
      expect(parseImportKey(key)).toEqual({ keyId, secret });
    }
    const secret = `${'_'.repeat(20)}-${'a'.repeat(22)}`;
    expect(parseImportKey(`sfhk_0123456789ab_${secret}`)).toEqual({ keyId: '0123456789ab', secret });
  });

  it.each([
    ['a sign-in token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig'],
    ['the prefix alone', 'sfhk_'],
    ['no secret', 'sfhk_0123456789ab'],
    ['a short id', `sfhk_0123456789a_${'a'.repeat(43)}`],
    ['an upper-case id', `sfhk_0123456789AB_${'a'.repeat(43)}`],
    ['a short secret', `sfhk_0123456789ab_${'a'.repeat(42)}`],
    ['a long secret', `sfhk_0123456789ab_${'a'.repeat(44)}`],
    ['padding in the secret', `sfhk_0123456789ab_${'a'.repeat(42)}=`],
    ['another prefix', `sfhx_0123456789ab_${'a'.repeat(43)}`],
    ['trailing text', `sfhk_0123456789ab_${'a'.repeat(43)} `],
  ])('refuse %s', (_label, text) => {
    expect(parseImportKey(text)).toBeUndefined();
  });

  it('tell a key id from anything else', () => {
    expect(isImportKeyId('0123456789ab')).toBe(true);
    expect(isImportKeyId('0123456789abc')).toBe(false);
    expect(isImportKeyId('../etc')).toBe(false);
  });

  it('are stored as the hex SHA-256 of the secret, matched only by that secret', () => {
    const { secret } = newImportKey();
    const stored = hashSecret(secret);

    expect(stored).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(stored).not.toContain(secret);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(newImportKey().secret, stored)).toBe(false);
    expect(secretMatches(secret, 'abcd')).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
  });

  it('show a preview of the prefix and the first characters of the id', () => {
    expect(previewOf('3fa9c2d41b07')).toBe('sfhk_3fa9c2…');
  });
});

describe('hourly rate windows', () => {
  const at = (iso: string) => new Date(iso);

  it('are the UTC hour', () => {
    expect(rateWindowOf(at('2026-11-23T07:00:00.000Z'))).toBe('2026-11-23T07');
    expect(rateWindowOf(at('2026-11-23T07:59:59.999Z'))).toBe('2026-11-23T07');
    expect(rateWindowOf(at('2026-11-23T08:30:00+01:00'))).toBe('2026-11-23T07');
  });

  it.each([
    ['2026-11-23T07:00:00.000Z', 3600],
    ['2026-11-23T07:30:00.000Z', 1800],
    ['2026-11-23T07:59:59.200Z', 1],
    ['2026-11-23T07:59:59.999Z', 1],
  ])('at %s retry after %i seconds (the next hour)', (iso, seconds) => {
    expect(secondsToNextHour(at(iso))).toBe(seconds);
  });

  it('expire (TTL) two hours after the window began', () => {
    expect(rateWindowExpiry(at('2026-11-23T07:42:10.000Z'))).toBe(Date.parse('2026-11-23T09:00:00.000Z') / 1000);
  });
});
