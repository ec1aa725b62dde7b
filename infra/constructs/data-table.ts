import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
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
