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
