import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own config (eslint.config.js) on synthetic files placed in the web app's layers: the rules fire.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('web-layers/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the web layers (eslint/web-layers.js)', () => {
  // The first lint loads the config, its plugins and the import graph of web/src: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'web/src/lib/probe.ts' }), 60_000);

  it('fails a feature that imports another feature', async () => {
    const errors = await layerErrors('web/src/features/social/components/probe.tsx', "export { FollowSuggestions } from '../../users';\n");
    expect(errors).toEqual([expect.stringMatching(/^web-layers\/zones: '..\/..\/users': features\/social may not import features\/users/)]);
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

  it('lets a listed exception through and nothing beyond it', async () => {
    expect(await layerErrors('web/src/features/plans/workout-builder/probe.ts', "export { WorkoutEditor } from '../../workout-editor';\n")).toEqual([]);
    expect(await layerErrors('web/src/features/workout-editor/probe.ts', "export { WorkoutEditor } from '../plans/workout-builder/workout-builder';\n")).toHaveLength(1);
  });

  it('lets only tests use the test support (web/src/test)', async () => {
    const code = "export { renderScreen } from '../../../test/render-screen';\n";
    expect(await layerErrors('web/src/features/social/components/probe.component.test.tsx', code)).toEqual([]);
    expect(await layerErrors('web/src/features/social/components/probe.tsx', code)).toEqual([
      expect.stringMatching(/only tests import the test support/),
    ]);
  });

  it('lists at most 5 exceptions, each with its why', async () => {
    const config = await eslint.calculateConfigForFile('web/src/features/plans/probe.ts');
    const [, options] = config.rules['web-layers/zones'] as [unknown, { exceptions: Array<{ from: string; to: string; why: string }> }];
    expect(options.exceptions.length).toBeLessThanOrEqual(5);
    for (const exception of options.exceptions) expect(exception.why.length).toBeGreaterThan(20);
  });

  it('fails lib/ and components/ importing a feature, and anything below app/ importing app/', async () => {
    expect(await layerErrors('web/src/lib/probe.ts', "export { OfflineRoot } from '../features/offline';\n")).toHaveLength(1);
    expect(await layerErrors('web/src/components/ui/probe.tsx', "export { PwaRoot } from '../../features/pwa';\n")).toHaveLength(1);
    expect(await layerErrors('web/src/features/home/probe.ts', "export { routes } from '../../app/router';\n")).toHaveLength(1);
    expect(await layerErrors('web/src/app/probe.ts', "export { PwaRoot } from '../features/pwa';\n")).toEqual([]);
  });

  it('fails an import that closes a cycle, and not a type-only one', async () => {
    // components/ui/button.tsx imports lib/cn.ts: lib/cn.ts importing the button back closes a cycle.
    const cycle = await layerErrors('web/src/lib/cn.ts', "import { Button } from '../components/ui/button';\nexport const cn = () => Button;\n");
    expect(cycle).toEqual([expect.stringMatching(/^web-layers\/no-cycle: '..\/components\/ui\/button' closes an import cycle: lib\/cn.ts → components\/ui\/button.tsx → lib\/cn.ts/)]);
    const typeOnly = await layerErrors('web/src/lib/cn.ts', "import type { ButtonProps } from '../components/ui/button';\nexport type Props = ButtonProps;\n");
    expect(typeOnly).toEqual([]);
  });
});
