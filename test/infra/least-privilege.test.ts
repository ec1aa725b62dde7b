import { describe, expect, it } from 'vitest';
import { READ_ACTIONS, settingsOf } from '../../infra/domain-settings';
import { pushStreamConsumer, socialStreamConsumer } from '../../infra/stream-consumers';
import { domains, type Domain } from '../../shared/routes';
import { dynamoDbActionsOf } from './dynamodb-calls';
import { asArray, isLogWrite, synthesize, type Statement } from './template';

const { stack, json, resourcesOf, resource, logicalIdOf, roleIdOfFunction, statementsOfRole } = synthesize();

const functionIdOf = (domain: Domain) => logicalIdOf(stack.functions[domain].function);
const consumerId = logicalIdOf(stack.socialStream.function);
const seederId = logicalIdOf(stack.exerciseSeed.seeder);
const generatorId = logicalIdOf(stack.jwtKey.generator);
const privateKeyId = logicalIdOf(stack.jwtKey.privateKey);
const keyPairId = resourcesOf('Custom::JwtKeyPair')[0]![0];
const pushConsumerId = logicalIdOf(stack.pushStream.function);
const vapidPrivateKeyId = logicalIdOf(stack.vapidKey.privateKey);
const vapidKeyPairId = resourcesOf('Custom::VapidKeyPair')[0]![0];
const tableId = logicalIdOf(stack.table);
const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
const indexArn = { 'Fn::Join': ['', [tableArn, '/index/*']] };

const dynamoDbActionsOfRole = (roleId: string) =>
  statementsOfRole(roleId)
    .filter((statement) => asArray(statement.Resource).some((arn) => JSON.stringify(arn) === JSON.stringify(tableArn)))
    .flatMap((statement) => asArray(statement.Action))
    .filter((action) => action.startsWith('dynamodb:'))
    .sort();

/** Every statement of every IAM policy in the template, with the roles it is attached to. */
const allStatements: { roles: string[]; statement: Statement }[] = [
  ...resourcesOf('AWS::IAM::Policy').flatMap(([, policy]) =>
    (policy.Properties.PolicyDocument.Statement as Statement[]).map((statement) => ({
      roles: policy.Properties.Roles.map((role: { Ref: string }) => role.Ref),
      statement,
    })),
  ),
  ...resourcesOf('AWS::IAM::Role').flatMap(([roleId, role]) =>
    (role.Properties.Policies ?? []).flatMap((policy: any) =>
      (policy.PolicyDocument.Statement as Statement[]).map((statement) => ({ roles: [roleId], statement })),
    ),
  ),
];
const lambdaFunctions = resourcesOf('AWS::Lambda::Function');

describe('DynamoDB grants are exactly what the code calls', () => {
  it.each(domains)('%s: its role allows exactly the actions its bundle calls, on the table and its indexes', async (domain) => {
    const called = await dynamoDbActionsOf(`functions/${domain}/handler.ts`);
    const declared = [...settingsOf(domain).tableActions].sort();
    const granted = dynamoDbActionsOfRole(roleIdOfFunction(functionIdOf(domain)));
    const variables = resource(functionIdOf(domain)).Properties.Environment.Variables;
    if (declared.length === 0) {
      // No table at all: without TABLE_NAME the code cannot name it (status's database check is skipped in AWS).
      expect(variables).not.toHaveProperty('TABLE_NAME');
      expect(granted).toEqual([]);
      return;
    }
    expect(declared, 'infra/domain-settings.ts against the code').toEqual(called);
    expect(granted).toEqual(called);
    for (const { statement } of allStatements.filter(({ roles }) => roles.includes(roleIdOfFunction(functionIdOf(domain))))) {
      if (!asArray(statement.Action).some((action) => action.startsWith('dynamodb:'))) continue;
      expect(asArray(statement.Resource)).toEqual([tableArn, indexArn]);
    }
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
  });

  it('the feed fan-out consumer and the catalogue seeder are granted exactly what their code calls', async () => {
    const consumerCalls = await dynamoDbActionsOf('functions/social/stream-handler.ts');
    expect([...socialStreamConsumer.tableActions].sort()).toEqual(consumerCalls);
    expect(dynamoDbActionsOfRole(roleIdOfFunction(consumerId))).toEqual(consumerCalls);
    const seederCalls = await dynamoDbActionsOf('functions/exercises/seed/custom-resource.ts');
    expect(dynamoDbActionsOfRole(roleIdOfFunction(seederId))).toEqual(seederCalls);
  });

  it('a domain that only reads is granted only reads (read-only grants where nothing is written)', async () => {
    for (const domain of domains) {
      const called = await dynamoDbActionsOf(`functions/${domain}/handler.ts`);
      const granted = dynamoDbActionsOfRole(roleIdOfFunction(functionIdOf(domain)));
      if (called.length > 0 && called.every((action) => READ_ACTIONS.includes(action as never))) {
        expect(granted.every((action) => READ_ACTIONS.includes(action as never)), domain).toBe(true);
      }
    }
  });

  it('no policy allows Scan, a DynamoDB wildcard or table administration', () => {
    const actions = allStatements.flatMap(({ statement }) => asArray(statement.Action));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => action.startsWith('dynamodb:') && action.includes('*'))).toEqual([]);
    expect(actions.filter((action) => /^dynamodb:(DeleteTable|UpdateTable|CreateTable|DescribeTable)$/.test(action))).toEqual([]);
  });
});

describe('only the auth function can sign tokens (ES256)', () => {
  const grantsOnPrivateKey = allStatements.filter(({ statement }) => JSON.stringify(statement.Resource ?? '').includes(privateKeyId));

  it('only the auth role can read the private key secret', () => {
    const readers = grantsOnPrivateKey.filter(({ statement }) => asArray(statement.Action).includes('secretsmanager:GetSecretValue'));
    expect(readers.flatMap(({ roles }) => roles)).toEqual([roleIdOfFunction(functionIdOf('auth'))]);
    for (const { statement } of readers) expect(statement.Resource).toEqual({ Ref: privateKeyId });
    // Nobody may read every secret.
    for (const { statement } of allStatements) {
      if (asArray(statement.Action).some((action) => action.startsWith('secretsmanager:'))) expect(asArray(statement.Resource)).not.toContain('*');
    }
  });

  it('the key pair generator may only write the secret, never read it', () => {
    const statements = statementsOfRole(roleIdOfFunction(generatorId)).filter((statement) => !isLogWrite(statement));
    expect(statements.flatMap((statement) => asArray(statement.Action))).toEqual(['secretsmanager:PutSecretValue']);
    const writers = grantsOnPrivateKey.filter(({ statement }) => asArray(statement.Action).includes('secretsmanager:PutSecretValue'));
    expect(writers.flatMap(({ roles }) => roles)).toEqual([roleIdOfFunction(generatorId)]);
  });

  it('makes the pair at deploy: the secret is written by the custom resource, the public key is its attribute', () => {
    const keyPair = resource(keyPairId);
    expect(keyPair.Properties.SecretArn).toEqual({ Ref: privateKeyId });
    expect(keyPair.Properties.Generation).toBe('1');
    const provider = resource(keyPair.Properties.ServiceToken['Fn::GetAtt'][0]);
    expect(provider.Properties.Environment.Variables.USER_ON_EVENT_FUNCTION_ARN).toEqual({ 'Fn::GetAtt': [generatorId, 'Arn'] });
  });

  it('every HTTP function verifies with the public key; only auth gets the private key; the stream consumer gets neither', () => {
    const publicKey = { 'Fn::GetAtt': [keyPairId, 'PublicKey'] };
    for (const domain of domains) {
      const variables = resource(functionIdOf(domain)).Properties.Environment.Variables;
      expect(variables.JWT_PUBLIC_KEY, domain).toEqual(publicKey);
      if (domain === 'auth') expect(variables.JWT_PRIVATE_KEY_SECRET_ARN).toEqual({ Ref: privateKeyId });
      else expect(variables, domain).not.toHaveProperty('JWT_PRIVATE_KEY_SECRET_ARN');
    }
    for (const id of [consumerId, seederId]) {
      const variables = resource(id).Properties.Environment.Variables;
      expect(variables).not.toHaveProperty('JWT_PUBLIC_KEY');
      expect(variables).not.toHaveProperty('JWT_PRIVATE_KEY_SECRET_ARN');
    }
    // The HS256 shared secret is gone.
    for (const [, fn] of lambdaFunctions) expect(fn.Properties.Environment?.Variables ?? {}).not.toHaveProperty('JWT_SECRET_ARN');
    expect(JSON.stringify(json)).not.toContain('JwtSigningKey');
  });
});

describe('only the push consumers sign Web Push requests (issue 30)', () => {
  it('is granted exactly the DynamoDB actions its code calls', async () => {
    const calls = await dynamoDbActionsOf('functions/notifications/push-stream-handler.ts');
    expect([...pushStreamConsumer.tableActions].sort()).toEqual(calls);
    expect(dynamoDbActionsOfRole(roleIdOfFunction(pushConsumerId))).toEqual(calls);
  });

  it('only the push consumers may read the VAPID private key, and nothing else of Secrets Manager', () => {
    const readers = allStatements.filter(
      ({ statement }) => JSON.stringify(statement.Resource ?? '').includes(vapidPrivateKeyId) && asArray(statement.Action).includes('secretsmanager:GetSecretValue'),
    );
    // And the rest alert consumer (issue 30, deliverable 6: test/infra/rest-alerts.test.ts), which pushes too.
    expect(readers.flatMap(({ roles }) => roles).sort()).toEqual([roleIdOfFunction(pushConsumerId), roleIdOfFunction(logicalIdOf(stack.restAlerts.function))].sort());
    const consumerSecretActions = statementsOfRole(roleIdOfFunction(pushConsumerId))
      .filter((statement) => asArray(statement.Action).some((action) => action.startsWith('secretsmanager:')))
      .map((statement) => statement.Resource);
    expect(consumerSecretActions).toEqual([{ Ref: vapidPrivateKeyId }]);
  });

  it('the HTTP function hands out the public key; the consumer gets the secret by ARN and no token key', () => {
    const publicKey = { 'Fn::GetAtt': [vapidKeyPairId, 'PublicKey'] };
    expect(resource(functionIdOf('notifications')).Properties.Environment.Variables.VAPID_PUBLIC_KEY).toEqual(publicKey);
    expect(resource(functionIdOf('notifications')).Properties.Environment.Variables).not.toHaveProperty('VAPID_PRIVATE_KEY_SECRET_ARN');
    const consumer = resource(pushConsumerId).Properties.Environment.Variables;
    expect(consumer.VAPID_PUBLIC_KEY).toEqual(publicKey);
    expect(consumer.VAPID_PRIVATE_KEY_SECRET_ARN).toEqual({ Ref: vapidPrivateKeyId });
    expect(consumer).not.toHaveProperty('JWT_PUBLIC_KEY');
    expect(consumer).not.toHaveProperty('PUSH_ALLOWED_ORIGINS');
    for (const [, fn] of lambdaFunctions) expect(fn.Properties.Environment?.Variables ?? {}).not.toHaveProperty('PUSH_ALLOWED_ORIGINS');
  });
});
