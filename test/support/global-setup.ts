import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { LOCAL_TABLE_NAME, startLocalStack } from '../../infra/local/local-stack';
import { ensureWebBuild } from '../../infra/web-build';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { startPushService } from './push-service';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamodbEndpoint: string;
    tableName: string;
    /** The shared Chromium's Playwright endpoint (test/support/browser.ts `launchBrowser`). */
    browserEndpoint: string;
    /** The local push service (test/support/push-service.ts), the one push service the test stack allows besides the browsers'. */
    pushServiceOrigin: string;
  }
}

/** Starts the same local stack `npm start` runs (in-memory DynamoDB Local, temp s3rver) on a free port. */
export default async function setup(project: TestProject) {
  const webRoot = ensureWebBuild();
  // The test stack only: scrypt at N=2^10 (1 MiB, ~4 ms) instead of 2^17, so tests do not spend their time hashing
  // (test/infra/password-cost.test.ts keeps production at 2^17); and every request reads the token version afresh,
  // so a revoked token or a deleted person is refused at once instead of within 30 s.
  process.env.PASSWORD_HASH_COST_LOG2 = '10';
  process.env.TOKEN_VERSION_CACHE_MS = '0';
  // One Chromium for every browser test file (each connects, and closes only its own contexts): a launch per file
  // cost a second or more of each file's time.
  // Issue 30: pushes go to a local push service; its origin is allowed by configuration, as nothing else off the list is.
  const pushService = await startPushService();
  process.env.PUSH_ALLOWED_ORIGINS = pushService.origin;
  const [stack, browser] = await Promise.all([startLocalStack({ port: 0, webRoot }), chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS)]);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('baseUrl', stack.url);
  project.provide('dynamodbEndpoint', stack.dynamodbEndpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  project.provide('pushServiceOrigin', pushService.origin);
  return async () => {
    await browser.close();
    await stack.stop();
    await pushService.stop();
  };
}
