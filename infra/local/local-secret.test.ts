import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_PRIVATE_KEY_FILE, localJwtKeys } from './local-secret';

afterEach(() => {
  delete process.env.JWT_PRIVATE_KEY;
});

describe('the local token keys', () => {
  it('are an ES256 pair kept in DATA_DIR, readable by its owner only, the same on the next start', () => {
    delete process.env.JWT_PRIVATE_KEY;
    const dataDir = join(mkdtempSync(join(tmpdir(), 'jwt-keys-')), 'data');
    const first = localJwtKeys(dataDir);
    const file = join(dataDir, LOCAL_PRIVATE_KEY_FILE);

    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.JWT_PRIVATE_KEY);
    expect(createPrivateKey(first.JWT_PRIVATE_KEY).asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
    expect(first.JWT_PUBLIC_KEY).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(localJwtKeys(dataDir)).toEqual(first);
  });

  it('are new for a stack without DATA_DIR (the test stack)', () => {
    delete process.env.JWT_PRIVATE_KEY;
    expect(localJwtKeys(undefined).JWT_PRIVATE_KEY).not.toBe(localJwtKeys(undefined).JWT_PRIVATE_KEY);
  });
});
