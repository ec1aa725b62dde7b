import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoDbClientConfig } from '../lib/db/client';
import { ServiceUnavailable } from '../lib/errors';

const HEALTH_CHECK_TIMEOUT_MS = 1_000;
const DATABASE_DOWN_MESSAGE = 'Service temporarily unavailable, please try again (the database is not reachable)';

let client: DynamoDBClient | undefined;

/**
 * Health reports the database too: one DescribeTable (no item read, so no key this domain would own), one attempt,
 * 1 s at most. Only where the function is given the table (TABLE_NAME): the local runner gives it to every domain;
 * in AWS the status function has no table grant (infra/domain-settings.ts), so health there says the API answers.
 */
export async function checkDatabase(): Promise<void> {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) return;
  client ??= new DynamoDBClient(dynamoDbClientConfig({ requestTimeoutMs: HEALTH_CHECK_TIMEOUT_MS, maxAttempts: 1 }));
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch {
    throw new ServiceUnavailable(DATABASE_DOWN_MESSAGE);
  }
}
