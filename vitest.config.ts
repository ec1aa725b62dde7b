import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Every run also writes each file's and test's duration: `npx tsx test/support/slowest-tests.ts` reads it (README).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Two files at a time on two cores: npm test in about 19 minutes instead of 28 (docs/decisions.md 103 and 104).
    maxWorkers: 2,
    // `npx vitest run --coverage`: statement coverage (v8) of the code the test workers load. The local stack of the
    // integration project runs in vitest's main process, so code reached only over HTTP from there is not counted.
    coverage: {
      provider: 'v8',
      include: ['functions/**/*.ts', 'shared/**/*.ts', 'infra/**/*.ts', 'web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', 'infra/lambda-layers/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'bench/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts', 'eslint/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'web/src/**/*.component.test.tsx'],
          environment: 'node',
        },
      },
      {
        // A screen rendered in a simulated DOM with the app's providers, the API stubbed (web/src/test/render-screen.tsx).
        test: {
          name: 'component',
          include: ['web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
          setupFiles: ['web/src/test/component-setup.ts'],
          // A file's first test loads the screen's modules through vite's transform: seconds when the machine is busy.
          testTimeout: 15_000,
          // One module graph per worker, not per file: the app's modules load once (a third of the time). Each test
          // starts clean all the same (component-setup.ts clears the query cache, storage, the stub and the network).
          isolate: false,
        },
      },
      {
        // The files share one module cache, so each variant of the stack is synthesized once (test/infra/template.ts).
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], isolate: false, testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        // HTTP against DynamoDB Local and s3rver, and the real browser: one local stack for both.
        test: {
          name: 'integration',
          include: ['test/api/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/security/**/*.test.ts', 'test/reliability/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a person or caller waits for (a read landing, a fan-out arriving) can take seconds with the whole
          // suite on two cores; the default second made polls fail under load that a person would just wait out.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
