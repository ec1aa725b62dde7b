/**
 * Production hashes passwords with scrypt N=2^17, r=8, p=1 (OWASP); only the local test stack may make hashing
 * cheaper (PASSWORD_HASH_COST_LOG2, test/support/global-setup.ts). This keeps AWS and `npm start` at full cost.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, hashCostLog2, hashPassword, PARALLELISM, PRODUCTION_COST_LOG2 } from '../../functions/lib/password';
import { synthesize } from './template';

const CHEAP_COST_VARIABLE = 'PASSWORD_HASH_COST_LOG2';
const root = path.resolve(import.meta.dirname, '../..');

describe('the password hash cost', () => {
  it('is N=2^17, r=8, p=1 by default, and a hash says so', async () => {
    const saved = process.env[CHEAP_COST_VARIABLE];
    delete process.env[CHEAP_COST_VARIABLE];
    try {
      expect([PRODUCTION_COST_LOG2, BLOCK_SIZE, PARALLELISM]).toEqual([17, 8, 1]);
      expect(hashCostLog2()).toBe(17);
      expect(await hashPassword('production cost')).toMatch(/^scrypt\$17\$8\$1\$/);
    } finally {
      if (saved !== undefined) process.env[CHEAP_COST_VARIABLE] = saved;
    }
  });

  it('is never lowered in the synthesized stack: no function gets the cheap-cost variable', () => {
    const { resourcesOf } = synthesize();
    const functions = resourcesOf('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    const lowered = functions.filter(([, fn]) => fn.Properties.Environment?.Variables?.[CHEAP_COST_VARIABLE] !== undefined).map(([id]) => id);
    expect(lowered).toEqual([]);
  }, 120_000);

  it('is lowered only by the test setup, never by the local runner or the functions', () => {
    const sourceFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
        return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
      });
    const setters = ['infra', 'functions', 'bench', 'test/support']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => new RegExp(`${CHEAP_COST_VARIABLE}\\s*=|${CHEAP_COST_VARIABLE}['"]?\\s*:`).test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(setters).toEqual(['test/support/global-setup.ts']);
  });
});
