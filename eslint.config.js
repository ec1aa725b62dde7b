import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import webLayers from './eslint/web-layers.js';

// Where one feature truly must use another (at most 5, each with its why; docs/domain-boundaries.md 'The web layers').
export const webFeatureExceptions = [
  { from: 'plans', to: 'workout-editor', why: "the workout builder edits a template in the editor's local mode" },
  { from: 'workouts', to: 'workout-editor', why: "the routine builder edits a template in the editor's local mode" },
  { from: 'workout-session', to: 'workout-editor', why: 'the live workout and the draft are the editor in its live and local modes' },
  { from: 'workout-editor', to: 'exercises', why: 'the editor adds and swaps exercises with the exercise picker' },
  { from: 'home', to: 'workout-session', why: "home's running-workout card finishes the workout and Quick Start starts one: the live workout's own queued changes" },
];

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
    plugins: { 'react-hooks': reactHooks, 'web-layers': webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // app/ → features/* → components/, lib/, config/: no feature imports another, nothing imports upward, no cycles.
      'web-layers/zones': ['error', { root: 'web/src', exceptions: webFeatureExceptions }],
      'web-layers/no-cycle': ['error', { root: 'web/src' }],
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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // zod/v4/core: its error class alone, without the schemas' module (functions/lib/http.ts).
          selector: "ImportDeclaration[importKind='value'][source.value=/^zod(\\/(?!v4\\/core$).*)?$/]",
          message: "Write `import * as z from '…/shared/schemas/zod'` (zod/mini with its messages), not zod itself.",
        },
        {
          selector: "ImportDeclaration[importKind='value'][source.value=/(^|\\/)zod$/] > ImportSpecifier[imported.name='z']",
          message: "Write `import * as z from '…/shared/schemas/zod'`: `import { z }` bundles all of zod into the Lambda.",
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
);
