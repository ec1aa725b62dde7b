import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../shared/routes';

const functionsDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative imports of a file, resolved to paths inside functions/ (`functions/plans/service`). */
function importsOf(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(functionsDir, resolve(dirname(file), specifier)).split(sep).join('/'));
}

describe('domains own their data', () => {
  it.each([...domains])('functions/%s imports other domains only through their index.ts', (domain) => {
    const crossings = sourceFiles(join(functionsDir, domain)).flatMap((file) =>
      importsOf(file)
        .filter((target) => {
          const [targetDomain, ...rest] = target.split('/');
          return targetDomain !== domain && targetDomain !== 'lib' && !targetDomain!.startsWith('..') && rest.join('/') !== 'index';
        })
        .map((target) => `${relative(functionsDir, file)} → ${target}`),
    );

    expect(crossings).toEqual([]);
  });
});

/** Each key module of functions/lib/db/keys/ and the one domain that may import it (docs/domain-boundaries.md). */
const keyOwners: Record<string, (typeof domains)[number]> = {
  'user.ts': 'users',
  'follow.ts': 'follows',
  'post.ts': 'social',
  'session.ts': 'sessions',
  'set.ts': 'sessions',
  'stats.ts': 'sessions',
  'exercise-history.ts': 'sessions',
  'plan.ts': 'plans',
  'workout.ts': 'plans',
  'exercise.ts': 'exercises',
  'notification.ts': 'notifications',
  'message.ts': 'messages',
  'health.ts': 'health',
  'account-deletion.ts': 'auth',
  'upload.ts': 'media',
};

const keysDir = join(functionsDir, 'lib', 'db', 'keys');

describe('each domain owns its keys', () => {
  it('names exactly one owning domain for every key module', () => {
    const keyModules = readdirSync(keysDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(keyModules.sort()).toEqual(Object.keys(keyOwners).sort());
  });

  /** The domain a file belongs to: its folder, or for a key module its owner; shared lib code belongs to none. */
  const ownerOf = (file: string) => {
    const path = relative(functionsDir, file).split(sep).join('/');
    if (path.startsWith('lib/db/keys/')) return keyOwners[path.slice('lib/db/keys/'.length)];
    return path.startsWith('lib/') ? undefined : path.split('/')[0];
  };

  it.each(Object.entries(keyOwners))('lib/db/keys/%s is imported by functions/%s only', (module, owner) => {
    const target = `lib/db/keys/${module.replace(/\.ts$/, '')}`;
    const importers = sourceFiles(functionsDir)
      .filter((file) => importsOf(file).includes(target) && ownerOf(file) !== owner)
      .map((file) => relative(functionsDir, file).split(sep).join('/'));

    expect(importers).toEqual([]);
  });
});
