import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { localAwsConfig } from './local-aws-config';
import { tableDefinition } from '../../functions/lib/db/table-definition';

/** Creates the one table from the shared definition, as the CDK stack does; safe to run again. */
export async function ensureTable(options: { endpoint: string; tableName: string }): Promise<void> {
  const client = new DynamoDBClient(localAwsConfig(options.endpoint));
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute, streamViewType } = tableDefinition;
  const StreamSpecification = { StreamEnabled: true, StreamViewType: streamViewType };
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])]) {
    attributes.set(key.name, key.type);
  }
  try {
    try {
      await client.send(
        new CreateTableCommand({
          TableName: options.tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
          KeySchema: [
            { AttributeName: partitionKey.name, KeyType: 'HASH' },
            { AttributeName: sortKey.name, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
              { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
          StreamSpecification,
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      // A table kept in a data folder from before the stream existed gets it now.
      const { Table } = await client.send(new DescribeTableCommand({ TableName: options.tableName }));
      const stream = Table?.StreamSpecification;
      if (!stream?.StreamEnabled || stream.StreamViewType !== streamViewType) {
        if (stream?.StreamEnabled) {
          await client.send(new UpdateTableCommand({ TableName: options.tableName, StreamSpecification: { StreamEnabled: false } }));
        }
        await client.send(new UpdateTableCommand({ TableName: options.tableName, StreamSpecification }));
      }
    }
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: options.tableName }));
    if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: options.tableName,
          TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
