import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains, routeKeyOf, routesOf } from '../../shared/routes';

const functionsDir = resolve(import.meta.dirname, '../../functions');

describe('the route table and the domain handlers agree', () => {
  it('has a handler folder for every domain and a domain for every handler folder', () => {
    const folders = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
      .map((entry) => entry.name);

    expect(folders.sort()).toEqual([...domains].sort());
  });

  it.each([...domains])('the %s handler implements exactly its routes', async (domain) => {
    const { handler } = (await import(`../../functions/${domain}/handler.ts`)) as { handler: { routeKeys: string[] } };

    expect([...handler.routeKeys].sort()).toEqual(routesOf(domain).map(routeKeyOf).sort());
  });
});
