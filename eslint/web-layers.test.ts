import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { webFeatureExceptions } from '../eslint.config.js';

// The repository's own config (eslint.config.js) on synthetic files placed in the web app's layers: the rules fire.
// import-x skips an import it cannot resolve, so every import below names a file or a barrel that exists.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-cycle').map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the web layers (import-x/no-restricted-paths and import-x/no-cycle)', () => {
  // The first lint loads the config and its plugins, and no-cycle parses every file the app's router reaches (cached for
  // the rest): tens of seconds on a busy machine.
  beforeAll(() => eslint.lintText("export * from '../app/router';\n", { filePath: 'web/src/lib/probe.ts' }), 180_000);

  it('fails a feature that imports another feature', async () => {
    const errors = await layerErrors('web/src/features/social/components/probe.tsx', "export { FollowSuggestions } from '../../users';\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*"..\/..\/users".* features\/social may not import features\/users:/)]);
  });

  it('fails a deep import into another feature and a lazy one alike', async () => {
    const code = "export { KeyStatsSection } from '../../users/components/profile-details';\nexport const screen = () => import('../../plans/screens/plans-screen');\n";
    const errors = await layerErrors('web/src/features/social/components/probe.tsx', code);
    expect(errors).toHaveLength(2);
  });

  it('lets a feature import its own files, lib/ and components/', async () => {
    const code = [
      "export { PostCard } from './post-card';",
      "export { peoplePaths } from '../../../lib/paths';",
      "export { userKeys } from '../../../lib/queries/user-keys';",
      "export { Button } from '../../../components/ui/button';",
    ].join('\n');
    expect(await layerErrors('web/src/features/social/components/probe.tsx', `${code}\n`)).toEqual([]);
  });

  it('lets each listed exception through and nothing beyond it', async () => {
    for (const { from, to } of webFeatureExceptions) {
      const code = `export * from '../${to}';\n`;
      expect(await layerErrors(`web/src/features/${from}/probe.ts`, code)).toEqual([]);
      // The same import from a feature with no exception fails: the barrel resolves, and the exception is its pair's alone.
      expect(await layerErrors('web/src/features/social/probe.ts', code)).toHaveLength(1);
    }
    expect(await layerErrors('web/src/features/workout-editor/probe.ts', "export { WorkoutEditor } from '../plans/workout-builder/workout-builder';\n")).toHaveLength(1);
  });

  it('lets only tests use the test support (web/src/test)', async () => {
    const code = "export { renderScreen } from '../../../test/render-screen';\n";
    expect(await layerErrors('web/src/features/social/components/probe.component.test.tsx', code)).toEqual([]);
    expect(await layerErrors('web/src/features/social/components/probe.tsx', code)).toEqual([
      expect.stringMatching(/only tests import the test support/),
    ]);
  });

  it('lists at most 5 exceptions, each with its why', () => {
    expect(webFeatureExceptions.length).toBeLessThanOrEqual(5);
    for (const exception of webFeatureExceptions) expect(exception.why.length).toBeGreaterThan(20);
  });

  it('fails lib/ and components/ importing a feature, and anything below app/ importing app/', async () => {
    expect(await layerErrors('web/src/lib/probe.ts', "export { OfflineRoot } from '../features/offline';\n")).toHaveLength(1);
    expect(await layerErrors('web/src/components/ui/probe.tsx', "export { PwaRoot } from '../../features/pwa';\n")).toHaveLength(1);
    expect(await layerErrors('web/src/features/home/probe.ts', "export { routes } from '../../app/router';\n")).toHaveLength(1);
    expect(await layerErrors('web/src/app/probe.ts', "export { PwaRoot } from '../features/pwa';\n")).toEqual([]);
  });

  it('fails an import of the entry (main.tsx)', async () => {
    expect(await layerErrors('web/src/lib/probe.ts', "export * from '../main';\n")).toEqual([expect.stringMatching(/nothing imports the entry/)]);
  });

  it('fails an import that closes a cycle, and not a type-only one', async () => {
    // components/ui/button.tsx imports lib/cn.ts: lib/cn.ts importing the button back closes a cycle.
    const cycle = await layerErrors('web/src/lib/cn.ts', "import { Button } from '../components/ui/button';\nexport const cn = () => Button;\n");
    expect(cycle).toEqual(['import-x/no-cycle: Dependency cycle detected']);
    const typeOnly = await layerErrors('web/src/lib/cn.ts', "import type { ButtonProps } from '../components/ui/button';\nexport type Props = ButtonProps;\n");
    expect(typeOnly).toEqual([]);
  });
});
