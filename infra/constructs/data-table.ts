import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption, type Attribute, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition, type KeyAttribute } from '../../functions/lib/db/table-definition';

const toAttribute = (key: KeyAttribute): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** The single table, built from the same definition the local runner gives DynamoDB Local. */
export class DataTable extends Table {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      partitionKey: toAttribute(tableDefinition.partitionKey),
      sortKey: toAttribute(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.streamViewType],
      removalPolicy: RemovalPolicy.RETAIN,
      // RETAIN only covers the stack's own deletion; this refuses DeleteTable from anyone, console included.
      deletionProtection: true,
      // Control Tower's CT.DYNAMODB.PR.2: the AWS managed key (no monthly fee; its use shows in CloudTrail) rather
      // than DynamoDB's own; a key of our own would add $1 a month and a key policy to keep for no one else's use.
      encryption: TableEncryption.AWS_MANAGED,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: toAttribute(index.partitionKey),
        sortKey: toAttribute(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}

/** A table the stack uses but does not own: one restored from a backup (docs/operations.md, `-c tableName=`). */
export interface ExistingTable {
  tableName: string;
  /** Its stream (NEW_AND_OLD_IMAGES, enabled by hand after the restore): the stream consumers read it. */
  tableStreamArn: string;
}

/** The same grants and stream as DataTable's, on a table made outside the stack (its settings are the operator's). */
export function importTable(scope: Construct, id: string, existing: ExistingTable): ITable {
  return Table.fromTableAttributes(scope, id, {
    tableName: existing.tableName,
    tableStreamArn: existing.tableStreamArn,
    globalIndexes: tableDefinition.globalSecondaryIndexes.map((index) => index.indexName),
  });
}
