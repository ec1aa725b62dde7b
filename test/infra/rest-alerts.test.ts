/**
 * Issue 30, deliverable 6: the rest alerts in AWS. A queue whose messages are delayed to each rest's end, with a
 * dead-letter queue (its alarm: test/infra/observability.test.ts); a consumer Lambda fed by it that reports each failed
 * message; and least privilege: only the sessions function (which schedules) and the consumer (a long rest's next hop)
 * may send to the queue, the consumer touches exactly the table actions its code calls and reads the VAPID key.
 */
import { describe, expect, it } from 'vitest';
import { REST_ALERT_MAX_RECEIVES, REST_ALERT_TABLE_ACTIONS } from '../../infra/constructs/rest-alerts';
import { domains } from '../../shared/routes';
import { dynamoDbActionsOf } from './dynamodb-calls';
import { asArray, synthesize, type Statement } from './template';

const { stack, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole } = synthesize();

const queueId = logicalIdOf(stack.restAlerts.queue);
const deadLettersId = logicalIdOf(stack.restAlerts.deadLetters);
const consumerId = logicalIdOf(stack.restAlerts.function);
const consumerRoleId = roleIdOfFunction(consumerId);
const sessionsRoleId = roleIdOfFunction(logicalIdOf(stack.functions.sessions.function));
const tableArn = { 'Fn::GetAtt': [logicalIdOf(stack.table), 'Arn'] };
const queueArn = { 'Fn::GetAtt': [queueId, 'Arn'] };

/** Every statement of every policy with the roles it is attached to. */
const allStatements: { roles: string[]; statement: Statement }[] = resourcesOf('AWS::IAM::Policy').flatMap(([, policy]) =>
  (policy.Properties.PolicyDocument.Statement as Statement[]).map((statement) => ({ roles: policy.Properties.Roles.map((role: { Ref: string }) => role.Ref), statement })),
);

describe('the rest alert queue', () => {
  it('is encrypted, refuses plain HTTP and moves a message failing 3 deliveries to its dead-letter queue', () => {
    const queue = resource(queueId).Properties;
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] }, maxReceiveCount: REST_ALERT_MAX_RECEIVES });
    expect(resource(deadLettersId).Properties.SqsManagedSseEnabled).toBe(true);
    const secureOnly = resourcesOf('AWS::SQS::QueuePolicy').filter(([, policy]) => JSON.stringify(policy.Properties.Queues).includes(queueId));
    expect(JSON.stringify(secureOnly)).toContain('"aws:SecureTransport":"false"');
  });

  it('feeds the consumer, which reports the messages that failed one by one', () => {
    const mappings = resourcesOf('AWS::Lambda::EventSourceMapping').filter(([, mapping]) => JSON.stringify(mapping.Properties.EventSourceArn) === JSON.stringify(queueArn));
    expect(mappings).toHaveLength(1);
    expect(mappings[0]![1].Properties).toMatchObject({ FunctionName: { Ref: consumerId }, FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });

  it('is sent to only by the sessions function (the route) and the consumer (the next hop), SendMessage on this queue alone', () => {
    // (The stream consumers send to their own failure queues; only these statements name this queue.)
    const onThisQueue = allStatements.filter(({ statement }) => JSON.stringify(statement.Resource ?? '').includes(queueId));
    for (const { statement } of onThisQueue) expect(statement.Resource).toEqual(queueArn);
    const actionsOf = (roleId: string) => [...new Set(onThisQueue.filter(({ roles }) => roles.includes(roleId)).flatMap(({ statement }) => asArray(statement.Action)))].sort();
    expect([...new Set(onThisQueue.flatMap(({ roles }) => roles))].sort()).toEqual([consumerRoleId, sessionsRoleId].sort());
    expect(actionsOf(sessionsRoleId)).toEqual(['sqs:SendMessage']);
    // The consumer: its next hop, and what Lambda's SQS event source needs to receive and delete.
    expect(actionsOf(consumerRoleId)).toEqual(['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage', 'sqs:SendMessage']);
    const queueUrl = { Ref: queueId };
    expect(resource(logicalIdOf(stack.functions.sessions.function)).Properties.Environment.Variables.REST_ALERT_QUEUE_URL).toEqual(queueUrl);
    expect(resource(consumerId).Properties.Environment.Variables.REST_ALERT_QUEUE_URL).toEqual(queueUrl);
    for (const domain of domains.filter((name) => name !== 'sessions')) {
      expect(resource(logicalIdOf(stack.functions[domain].function)).Properties.Environment.Variables, domain).not.toHaveProperty('REST_ALERT_QUEUE_URL');
    }
  });
});

describe('the rest alert consumer', () => {
  it('is granted exactly the DynamoDB actions its code calls, on the table and its indexes', async () => {
    const calls = await dynamoDbActionsOf('functions/notifications/rest-alert-handler.ts');
    expect([...REST_ALERT_TABLE_ACTIONS].sort()).toEqual(calls);
    const tableStatements = statementsOfRole(consumerRoleId).filter((statement) => asArray(statement.Resource).some((arn) => JSON.stringify(arn) === JSON.stringify(tableArn)));
    expect(tableStatements.flatMap((statement) => asArray(statement.Action)).sort()).toEqual(calls);
  });

  it('signs its pushes: the VAPID private key by ARN and the public key, no token key, no test push service', () => {
    const variables = resource(consumerId).Properties.Environment.Variables;
    expect(variables.VAPID_PRIVATE_KEY_SECRET_ARN).toEqual({ Ref: logicalIdOf(stack.vapidKey.privateKey) });
    expect(variables.VAPID_PUBLIC_KEY).toBeDefined();
    expect(variables).not.toHaveProperty('JWT_PUBLIC_KEY');
    expect(variables).not.toHaveProperty('PUSH_ALLOWED_ORIGINS');
    const secretResources = statementsOfRole(consumerRoleId)
      .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('secretsmanager:')))
      .map((statement) => statement.Resource);
    expect(secretResources).toEqual([{ Ref: logicalIdOf(stack.vapidKey.privateKey) }]);
  });
});
