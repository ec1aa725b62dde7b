import { describe, expect, it } from 'vitest';
import { FAILURE_MAX_RECEIVES, STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS } from '../../infra/constructs/stream-consumer';
import { powertoolsEnvironment } from '../../infra/powertools-environment';
import { sessionsStreamConsumer } from '../../infra/stream-consumers';
import { dynamoDbActionsOf } from './dynamodb-calls';
import { asArray, isLogWrite, synthesize } from './template';

const { stack, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole } = synthesize();
const consumerId = logicalIdOf(stack.sessionsStream.function);
const queueId = logicalIdOf(stack.sessionsStream.failureQueue);
const deadLettersId = logicalIdOf(stack.sessionsStream.failureDeadLetters);
const tableId = logicalIdOf(stack.table);
const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };
const streamArn = { 'Fn::GetAtt': [tableId, 'StreamArn'] };
const statements = statementsOfRole(roleIdOfFunction(consumerId));

describe('follower notifications of finished workouts: a sessions stream consumer (issue 31)', () => {
  it("is the sessions domain's stream handler with the Lambda defaults, the table name and nothing else", () => {
    const consumer = resource(consumerId).Properties;
    expect(consumer.Timeout).toBe(120);
    expect(consumer.Architectures).toEqual(['arm64']);
    expect(consumer.Environment.Variables).toEqual({
      TABLE_NAME: { Ref: tableId },
      ...powertoolsEnvironment('sessions', sessionsStreamConsumer.entryFile),
    });
  });

  it('is fed only finishes of live sessions and logged workouts, failures reported per record, bisected, retried, then queued', () => {
    const mappings = resourcesOf('AWS::Lambda::EventSourceMapping').filter(
      ([, mapping]) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: consumerId }),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]![1].Properties).toMatchObject({
      EventSourceArn: streamArn,
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: STREAM_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    const patterns = mappings[0]![1].Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern));
    const session = { entity: { S: ['WorkoutSession'] } };
    expect(patterns).toEqual([
      {
        eventName: ['MODIFY'],
        dynamodb: { OldImage: { ...session, status: { S: ['active'] } }, NewImage: { ...session, status: { S: ['completed'] } } },
      },
      { eventName: ['INSERT'], dynamodb: { NewImage: { ...session, status: { S: ['completed'] }, origin: { S: ['logged'] } } } },
    ]);
  });

  it('keeps what still fails in an encrypted failure queue, which has a dead-letter queue of its own', () => {
    const queue = resource(queueId).Properties;
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] }, maxReceiveCount: FAILURE_MAX_RECEIVES });
    expect(resource(deadLettersId).Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('is granted exactly the DynamoDB actions its bundle calls (never a single-item write), on the table and its indexes', async () => {
    const called = await dynamoDbActionsOf('functions/sessions/stream-handler.ts');
    expect([...sessionsStreamConsumer.tableActions].sort()).toEqual(called);
    expect(called).toEqual(['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    const onTable = statements.filter((statement) => asArray(statement.Resource).some((arn) => JSON.stringify(arn) === JSON.stringify(tableArn)));
    expect(onTable.flatMap((statement) => asArray(statement.Action)).sort()).toEqual(called);
    for (const statement of onTable) expect(asArray(statement.Resource)).toEqual([tableArn, indexArn]);
  });

  it('may read the stream and send to its failure queue, and nothing else (no S3, no secrets)', () => {
    const others = statements.filter(
      (statement) => !isLogWrite(statement) && !asArray(statement.Resource).some((arn) => JSON.stringify(arn) === JSON.stringify(tableArn)),
    );
    const actions = others.flatMap((statement) => asArray(statement.Action));
    expect(actions.filter((action) => !action.startsWith('sqs:')).sort()).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ]);
    for (const statement of others.filter((one) => asArray(one.Action).some((action) => action.startsWith('sqs:')))) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    }
  });
});
