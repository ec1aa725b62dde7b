import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'bench/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
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
