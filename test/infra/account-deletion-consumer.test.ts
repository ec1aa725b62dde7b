import { describe, expect, it } from 'vitest';
import { STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS } from '../../infra/constructs/stream-consumer';
import { powertoolsEnvironment } from '../../infra/powertools-environment';
import { accountDeletionStreamConsumer } from '../../infra/stream-consumers';
import { dynamoDbActionsOf } from './dynamodb-calls';
import { asArray, synthesize, type Statement } from './template';

const { stack, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole } = synthesize();
const consumerId = logicalIdOf(stack.accountDeletionStream.function);
const queueId = logicalIdOf(stack.accountDeletionStream.failureQueue);
const tableId = logicalIdOf(stack.table);
const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };
const statements = statementsOfRole(roleIdOfFunction(consumerId));

describe('account deletion stream consumer (issue 12)', () => {
  it('is granted exactly the DynamoDB actions its bundle calls, on the table and its indexes, and never Scan', async () => {
    const called = await dynamoDbActionsOf('functions/auth/account-deletion-stream-handler.ts');
    expect([...accountDeletionStreamConsumer.tableActions].sort()).toEqual(called);
    const onTable = statements.filter((statement) => asArray(statement.Action).some((action) => action.startsWith('dynamodb:') && !action.startsWith('dynamodb:GetRecords')));
    const granted = onTable
      .filter((statement) => asArray(statement.Resource).some((arn) => JSON.stringify(arn) === JSON.stringify(tableArn)))
      .flatMap((statement) => asArray(statement.Action))
      .sort();
    expect(granted).toEqual(called);
    expect(granted).not.toContain('dynamodb:Scan');
    for (const statement of onTable.filter((one) => asArray(one.Resource).some((arn) => JSON.stringify(arn) === JSON.stringify(tableArn)))) {
      expect(asArray(statement.Resource)).toEqual([tableArn, indexArn]);
    }
  });

  it('may delete media objects (photos) and nothing else of S3, nor sign tokens', () => {
    const mediaBucketId = resourcesOf('AWS::S3::Bucket').find(([id]) => id.startsWith('MediaBucket'))![0];
    const s3: Statement[] = statements.filter((statement) => asArray(statement.Action).some((action) => action.startsWith('s3:')));
    expect(s3).toEqual([{ Effect: 'Allow', Action: 's3:DeleteObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaBucketId, 'Arn'] }, '/media/*']] } }]);
    expect(statements.flatMap((statement) => asArray(statement.Action)).filter((action) => action.startsWith('secretsmanager:'))).toEqual([]);
    expect(resource(consumerId).Properties.Environment.Variables).toEqual({
      TABLE_NAME: { Ref: tableId },
      MEDIA_BUCKET: { Ref: mediaBucketId },
      ...powertoolsEnvironment(accountDeletionStreamConsumer.domain, accountDeletionStreamConsumer.entryFile),
    });
    expect(resource(consumerId).Properties.Timeout).toBe(120);
  });

  it('is fed only writes of running deletion jobs, failures retried, bisected, then queued', () => {
    const mappings = resourcesOf('AWS::Lambda::EventSourceMapping').filter(
      ([, mapping]) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: consumerId }),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]![1].Properties).toMatchObject({
      BatchSize: STREAM_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    const patterns = mappings[0]![1].Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern));
    expect(patterns).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { entity: { S: ['AccountDeletionJob'] }, status: { S: ['running'] } } } },
    ]);
  });
});
