import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkLogger } from './sdk-logger';

/**
 * How long one DynamoDB call may wait, kept well below the functions' 10 s timeout
 * (infra/constructs/domain-function.ts): at most 2 attempts × (1 s to connect + 3 s for the answer) plus the SDK's
 * short backoff, about 6-7 s, so an unreachable database gives the caller a 503 before Lambda cuts the function
 * off. The retry repeats the same request: transactions carry a ClientRequestToken (functions/lib/db/transact.ts),
 * which DynamoDB (and DynamoDB Local) honour, and new items are written under attribute_not_exists.
 */
export const DB_CONNECTION_TIMEOUT_MS = 1_000;
export const DB_REQUEST_TIMEOUT_MS = 3_000;
export const DB_MAX_ATTEMPTS = 2;

/**
 * DYNAMODB_MAX_SOCKETS: the local runner serves every function's requests through this one client, where in AWS each
 * container has its own (one request at a time, a few calls in parallel at most); unset, the SDK's 50 apply.
 */
function maxSocketsOf(value = process.env.DYNAMODB_MAX_SOCKETS): number | undefined {
  const sockets = Number(value);
  return value && Number.isInteger(sockets) && sockets > 0 ? sockets : undefined;
}

export function dynamoDbClientConfig(overrides: { requestTimeoutMs?: number; maxAttempts?: number } = {}) {
  const maxSockets = maxSocketsOf();
  return {
    endpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    logger: sdkLogger,
    maxAttempts: overrides.maxAttempts ?? DB_MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: DB_CONNECTION_TIMEOUT_MS,
      requestTimeout: overrides.requestTimeoutMs ?? DB_REQUEST_TIMEOUT_MS,
      // Without it the SDK only warns when requestTimeout passes and keeps waiting.
      throwOnRequestTimeout: true,
      ...(maxSockets ? { httpAgent: { maxSockets } } : {}),
    },
  };
}

/** One document client per container; DYNAMODB_ENDPOINT points it at DynamoDB Local. */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoDbClientConfig()), {
  marshallOptions: { removeUndefinedValues: true },
});
