import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashCostLog2, hashPassword, PRODUCTION_COST_LOG2, verifyPassword } from './password';

// The test run sets a cheap cost for every process; these tests are about the setting itself.
beforeEach(() => vi.stubEnv('PASSWORD_HASH_COST_LOG2', undefined));
afterEach(() => vi.unstubAllEnvs());

// Production-cost hashes (N=2^17) take about a second each when the machine is busy.
describe('password hashing', { timeout: 20_000 }, () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse');

    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a stored value it does not understand', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$40$8$1$c2FsdA==$a2V5')).toBe(false);
  });
});

describe('the cost of new hashes', () => {
  it('is N=2^17 unless PASSWORD_HASH_COST_LOG2 says otherwise', () => {
    expect(PRODUCTION_COST_LOG2).toBe(17);
    expect(hashCostLog2(undefined)).toBe(17);
    expect(hashCostLog2('')).toBe(17);
    expect(hashCostLog2('10')).toBe(10);
  });

  it('accepts only 10 to 20', () => {
    for (const bad of ['9', '21', '1e1', 'cheap', '12.5']) expect(() => hashCostLog2(bad)).toThrow(/PASSWORD_HASH_COST_LOG2/);
  });

  it('is named in each hash, so a cheap hash and a production hash both verify whatever the setting', async () => {
    process.env.PASSWORD_HASH_COST_LOG2 = '10';
    const cheap = await hashPassword('pw-cheap');
    expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
    delete process.env.PASSWORD_HASH_COST_LOG2;
    const production = await hashPassword('pw-prod');
    process.env.PASSWORD_HASH_COST_LOG2 = '10';
    expect(await verifyPassword('pw-cheap', cheap)).toBe(true);
    expect(await verifyPassword('pw-prod', production)).toBe(true);
  });
});
