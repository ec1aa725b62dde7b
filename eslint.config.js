import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Where one feature truly must use another (at most 5, each with its why; docs/domain-boundaries.md 'The web layers').
export const webFeatureExceptions = [
  { from: 'plans', to: 'workout-editor', why: "the workout builder edits a template in the editor's local mode" },
  { from: 'workouts', to: 'workout-editor', why: "the routine builder edits a template in the editor's local mode" },
  { from: 'workout-session', to: 'workout-editor', why: 'the live workout and the draft are the editor in its live and local modes' },
  { from: 'workout-editor', to: 'exercises', why: 'the editor adds and swaps exercises with the exercise picker' },
  { from: 'home', to: 'workout-session', why: "home's running-workout card finishes the workout and Quick Start starts one: the live workout's own queued changes" },
];

const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// app/ → features/* → components/, lib/, config/ (docs/domain-boundaries.md 'The web layers'), as import-x zones: a
// zone forbids the files under `target` to import those under `from`.
const webLayerZones = [
  ...webFeatures.flatMap((feature) =>
    webFeatures
      .filter((other) => other !== feature && !webFeatureExceptions.some((exception) => exception.from === feature && exception.to === other))
      .map((other) => ({
        target: `web/src/features/${feature}`,
        from: `web/src/features/${other}`,
        message: `features/${feature} may not import features/${other}: move what both need to lib/ or components/, or combine them in app/.`,
      })),
  ),
  {
    target: ['web/src/components', 'web/src/lib', 'web/src/config'],
    from: 'web/src/features',
    message: 'components/, lib/ and config/ sit below the features and may not import one.',
  },
  {
    target: ['web/src/features', 'web/src/components', 'web/src/lib', 'web/src/config'],
    from: 'web/src/app',
    message: 'app/ sits above every feature: nothing below it may import it.',
  },
  {
    target: ['web/src/app', 'web/src/features', 'web/src/components', 'web/src/lib', 'web/src/config'],
    from: 'web/src/main.tsx',
    message: 'nothing imports the entry (main.tsx).',
  },
  {
    // Test support (web/src/test) renders the whole app: tests may use it, and it may use any layer.
    target: ['web/src/!(*.test).{ts,tsx}', 'web/src/!(test)/**/!(*.test).{ts,tsx}'],
    from: 'web/src/test',
    message: 'only tests import the test support (web/src/test).',
  },
];

// zod only through shared/schemas/zod.ts: zod/mini with zod's English messages (docs/decisions.md 56). Classic 'zod'
// put ~90 KB and the schemas' construction time in each Lambda; `import { z }` (a re-exported namespace) cannot be
// tree-shaken by esbuild and bundles all of it (docs/decisions.md 54). Type-only imports are free.
const zodImportRestrictions = [
  {
    // zod/v4/core: its error class alone, without the schemas' module (functions/lib/http.ts).
    selector: "ImportDeclaration[importKind='value'][source.value=/^zod(\\/(?!v4\\/core$).*)?$/]",
    message: "Write `import * as z from '…/shared/schemas/zod'` (zod/mini with its messages), not zod itself.",
  },
  {
    selector: "ImportDeclaration[importKind='value'][source.value=/(^|\\/)zod$/] > ImportSpecifier[imported.name='z']",
    message: "Write `import * as z from '…/shared/schemas/zod'`: `import { z }` bundles all of zod into the Lambda.",
  },
];

// The one API client: it alone turns a route key into a path (issue 28, docs/decisions.md 98).
export const webApiClientFiles = ['web/src/lib/api-call.ts', 'web/src/lib/api-client.ts', 'web/src/lib/query-client.ts'];

// Outside the client a request names its route by key (`call('GET /api/users/{id}', …)`), never by a path. The one path
// allowed is familyKey's (lib/queries/route-query-key.ts), which the compiler checks against the route table.
const apiPathRestrictions = [
  "Literal[value=/^\\/api\\//]:not(CallExpression[callee.name='familyKey'] > Literal)",
  'TemplateElement[value.raw=/^\\/api\\//]',
].map((selector) => ({
  selector,
  message: "Name the route by its key (call/callPage, routePath, routeRequest in web/src/lib/api-call.ts; routeQueryKey for a query key), not by an '/api/' path.",
}));

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Relative, extensionless imports of .ts and .tsx files and of directories' index.ts, as the bundler resolves them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No feature imports another, nothing imports upward, no cycles of value imports (type-only ones aside).
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // zod only through shared/schemas/zod.ts: zod/mini with zod's English messages (docs/decisions.md 56). Classic 'zod'
    // put ~90 KB and the schemas' construction time in each Lambda; `import { z }` (a re-exported namespace) cannot be
    // tree-shaken by esbuild and bundles all of it (docs/decisions.md 54). Type-only imports are free.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['shared/schemas/zod.ts', 'web/src/lib/csp/zod-jitless.ts'],
    rules: { 'no-restricted-syntax': ['error', ...zodImportRestrictions] },
  },
  {
    // The web app's code outside the client and its tests (a test may name the path a request went to). A later
    // 'no-restricted-syntax' replaces an earlier one for the same file, so the zod restrictions are repeated here.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...webApiClientFiles, 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**', 'web/src/lib/csp/zod-jitless.ts'],
    rules: { 'no-restricted-syntax': ['error', ...zodImportRestrictions, ...apiPathRestrictions] },
  },
  ...pluginQuery.configs['flat/recommended'],
);
