import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerOnlyDirectory } from './data-dir';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('ownerOnlyDirectory', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates a missing folder and its parents readable by the owner only', () => {
    root = mkdtempSync(join(tmpdir(), 'data-dir-test-'));
    const dataDir = join(root, 'nested', '.data');

    ownerOnlyDirectory(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('tightens a folder that already exists with a world-readable mode', () => {
    root = mkdtempSync(join(tmpdir(), 'data-dir-test-'));
    const dataDir = join(root, '.data');
    mkdirSync(dataDir, { mode: 0o755 });
    expect(modeOf(dataDir)).toBe(0o755);

    ownerOnlyDirectory(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
  });
});
