import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../shared/routes';

const functionsDir = import.meta.dirname;

/** The most lines a server source file may have (issue 28): past it, split it by what it does. */
const MAX_SOURCE_LINES = 450;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A path inside functions/ with forward slashes (`plans/service.ts`). */
const pathOf = (file: string) => relative(functionsDir, file).split(sep).join('/');

/** Relative imports of a file, resolved to paths inside functions/ (`functions/plans/service`). */
function importsOf(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(functionsDir, resolve(dirname(file), specifier)).split(sep).join('/'));
}

/** The top folder of a path inside functions/: a domain, `lib`, or `..` for code outside functions/ (shared/). */
const folderOf = (target: string) => target.split('/')[0]!;

/**
 * A Lambda's entry (`handler.ts`, `stream-handler.ts`, `invalidate-handler.ts` …): the composition point of its
 * function, where the questions a domain's code is given (the users domain's token versions, another domain's
 * answers) are wired in. Nothing imports it, so it adds no edge between domains.
 */
const isEntry = (file: string) => basename(file) === 'handler.ts' || basename(file).endsWith('-handler.ts');

describe('domains own their data', () => {
  it.each([...domains])('functions/%s imports other domains only through their index.ts', (domain) => {
    const crossings = sourceFiles(join(functionsDir, domain)).flatMap((file) =>
      importsOf(file)
        .filter((target) => {
          const [targetDomain, ...rest] = target.split('/');
          return targetDomain !== domain && targetDomain !== 'lib' && !targetDomain!.startsWith('..') && rest.join('/') !== 'index';
        })
        .map((target) => `${pathOf(file)} → ${target}`),
    );

    expect(crossings).toEqual([]);
  });
});

describe('the layers go one way: lib below the domains, no cycle between domains', () => {
  it('functions/lib imports no domain (a domain gives lib what it needs, e.g. createDomainHandler’s tokenVersionOf)', () => {
    const upward = sourceFiles(join(functionsDir, 'lib')).flatMap((file) =>
      importsOf(file)
        .filter((target) => folderOf(target) !== 'lib' && !target.startsWith('..'))
        .map((target) => `${pathOf(file)} → ${target}`),
    );

    expect(upward).toEqual([]);
  });

  /** Domain → the domains its code imports (Lambda entries aside), each edge with one file that makes it. */
  const domainEdges = () => {
    const edges = new Map<string, Map<string, string>>(domains.map((domain) => [domain, new Map()]));
    for (const domain of domains) {
      for (const file of sourceFiles(join(functionsDir, domain)).filter((candidate) => !isEntry(candidate))) {
        for (const target of importsOf(file)) {
          const other = folderOf(target);
          if (other !== domain && edges.has(other) && !edges.get(domain)!.has(other)) edges.get(domain)!.set(other, pathOf(file));
        }
      }
    }
    return edges;
  };

  it('no two domains import each other, directly or through others (a cycle between their public faces)', () => {
    const edges = domainEdges();
    const cycles: string[] = [];
    // Each cycle once, found from its alphabetically first domain; each edge named with one file that makes it.
    const visit = (path: string[], files: string[]) => {
      for (const [next, file] of edges.get(path.at(-1)!)!) {
        const at = path.indexOf(next);
        if (at === 0) cycles.push(`${[...path, next].join(' → ')} (${[...files, file].join(', ')})`);
        else if (at < 0 && next > path[0]!) visit([...path, next], [...files, file]);
      }
    };
    for (const domain of [...domains].sort()) visit([domain], []);

    expect(cycles).toEqual([]);
  });

  it('no file imports a Lambda entry of a domain (the entries are composition points, not libraries)', () => {
    const entries = new Set(
      domains.flatMap((domain) => sourceFiles(join(functionsDir, domain)).filter(isEntry).map((file) => pathOf(file).replace(/\.ts$/, ''))),
    );
    const importers = sourceFiles(functionsDir).flatMap((file) =>
      importsOf(file)
        .filter((target) => entries.has(target))
        .map((target) => `${pathOf(file)} → ${target}`),
    );

    expect(importers).toEqual([]);
  });
});

describe('files stay small enough to read', () => {
  it(`no server source file under functions/ has more than ${MAX_SOURCE_LINES} lines (tests aside)`, () => {
    const long = sourceFiles(functionsDir)
      .map((file) => ({ file: pathOf(file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);

    expect(long).toEqual([]);
  });
});
