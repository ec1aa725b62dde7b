import type { TestProject } from 'vitest/node';
import { LOCAL_TABLE_NAME, startLocalStack } from '../../infra/local/local-stack';
import { ensureWebBuild } from '../../infra/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamodbEndpoint: string;
    tableName: string;
  }
}

/** Starts the same local stack `npm start` runs (in-memory DynamoDB Local, temp s3rver) on a free port. */
export default async function setup(project: TestProject) {
  const webRoot = ensureWebBuild();
  const stack = await startLocalStack({ port: 0, webRoot });
  project.provide('baseUrl', stack.url);
  project.provide('dynamodbEndpoint', stack.dynamodbEndpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  return () => stack.stop();
}
