import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';

/**
 * The SDK clients' logger: every level a no-op, and no `info` at all. The SDK's logger middleware writes
 * `logger?.info?.({ input: filter(input), output: filter(output) })`, and its default NoOpLogger has an `info`, so
 * every call walked its whole input and output through the schemas to mask sensitive fields for a line nobody writes:
 * 10-25 % of the SDK's CPU per DynamoDB call (docs/decisions.md 54). Without `info` the arguments are never built.
 */
export const sdkLogger = {
  trace: () => undefined,
  debug: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as NonNullable<DynamoDBClientConfig['logger']>;
