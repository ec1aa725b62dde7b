import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import { describe, expect, it } from 'vitest';
import { existingTableFrom } from '../../infra/deploy-options';
import { domains } from '../../shared/routes';
import { asArray, synthesize } from './template';

const RESTORED = 'social-fitness-restored-20261125';
const STREAM_ARN = `arn:aws:dynamodb:us-east-1:123456789012:table/${RESTORED}/stream/2026-11-25T10:00:00.000`;

// synthesize() also runs cdk-nag: the switched stack has no unacknowledged finding either.
const switched = synthesize({ existingTable: { tableName: RESTORED, tableStreamArn: STREAM_ARN } });
const tableUsers = () => [
  ...domains.map((domain) => switched.stack.functions[domain].function),
  switched.stack.socialStream.function,
  switched.stack.sessionsStream.function,
  switched.stack.accountDeletionStream.function,
  switched.stack.exerciseSeed.seeder,
];

describe('switching to a restored table (-c tableName=… -c tableStreamArn=…, docs/operations.md)', () => {
  it('the stack no longer owns a table (its own one is retained, not deleted)', () => {
    expect(switched.resourcesOf('AWS::DynamoDB::Table')).toEqual([]);
    expect(synthesize().resourcesOf('AWS::DynamoDB::Table').map(([, table]) => table.DeletionPolicy)).toEqual(['Retain']);
  });

  it('every function that reads or writes the table is given the restored one by name', () => {
    for (const fn of tableUsers()) {
      const variables = switched.resource(switched.logicalIdOf(fn)).Properties.Environment.Variables;
      if (fn === switched.stack.functions.status.function) expect(variables).not.toHaveProperty('TABLE_NAME');
      else expect(variables.TABLE_NAME, fn.node.path).toBe(RESTORED);
    }
  });

  it('grants name the restored table and its indexes, nothing else', () => {
    const dynamoStatements = tableUsers().flatMap((fn) =>
      switched.statementsOfRole(switched.roleIdOfFunction(switched.logicalIdOf(fn))).filter((s) => asArray(s.Action).some((a) => a.startsWith('dynamodb:'))),
    );
    expect(dynamoStatements.length).toBeGreaterThan(0);
    // Each ARN flattened as cdk-nag shows it (`arn:aws:dynamodb:us-east-1:<AWS::AccountId>:table/…`).
    const resources = new Set(dynamoStatements.flatMap((s) => asArray(s.Resource)).map(flattenCfnReference));
    for (const resource of resources) {
      expect(resource).toMatch(new RegExp(`^(\\*|arn:aws:dynamodb:us-east-1:(<AWS::AccountId>|\\d{12}):table/${RESTORED}(/index/\\*|/stream/.*)?)$`));
    }
    expect(resources).toContain(`arn:aws:dynamodb:us-east-1:<AWS::AccountId>:table/${RESTORED}/index/*`);
  });

  it("every stream consumer reads the restored table's stream", () => {
    const sources = switched.resourcesOf('AWS::Lambda::EventSourceMapping').map(([, mapping]) => mapping.Properties.EventSourceArn);
    // Social, sessions, account deletion and push (infra/stream-consumers.ts); the rest alerts read their queue.
    const fromStreams = sources.filter((source) => typeof source === 'string');
    expect(fromStreams).toEqual([STREAM_ARN, STREAM_ARN, STREAM_ARN, STREAM_ARN]);
    expect(sources).toHaveLength(5);
  });

  it('outputs the name in use', () => {
    expect(switched.json.Outputs.TableName.Value).toBe(RESTORED);
  });

  it('takes both values or neither, and a stream of that very table', () => {
    expect(existingTableFrom(undefined, undefined)).toBeUndefined();
    expect(existingTableFrom(RESTORED, STREAM_ARN)).toEqual({ tableName: RESTORED, tableStreamArn: STREAM_ARN });
    expect(() => existingTableFrom(RESTORED, undefined)).toThrow('Give both -c tableName and -c tableStreamArn');
    expect(() => existingTableFrom(RESTORED, STREAM_ARN.replace(RESTORED, 'another-table'))).toThrow(/must be the stream of table social-fitness-restored-20261125/);
  });
});
