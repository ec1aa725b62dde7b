import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import type { Node } from 'constructs';
import type { ExistingTable } from './constructs/data-table';

/** `-c priceClass=…`: which CloudFront edge locations serve viewers. */
export function priceClassFrom(value: unknown): PriceClass | undefined {
  if (value === undefined) return undefined;
  const known = Object.values(PriceClass) as string[];
  if (typeof value !== 'string' || !known.includes(value)) {
    throw new Error(`-c priceClass must be one of ${known.join(', ')}, not ${JSON.stringify(value)}`);
  }
  return value as PriceClass;
}

/** `-c region=eu-west-1`: where the application stack lives (the edge stack is always in us-east-1). */
export function regionFrom(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[a-z]{2}(-[a-z]+)+-\d$/.test(value)) throw new Error(`-c region must be an AWS region name such as eu-west-1, not ${JSON.stringify(value)}`);
  return value;
}

/** `-c samLocal=true`: a template for `sam local start-api` against DynamoDB Local, never for deploying. */
export function samLocalFrom(value: unknown): boolean {
  if (value === undefined || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`-c samLocal must be true or false, not ${JSON.stringify(value)}`);
}

/** `-c tableName=… -c tableStreamArn=…`: a restored table to switch to (docs/operations.md), both or neither. */
export function existingTableFrom(tableName: unknown, tableStreamArn: unknown): ExistingTable | undefined {
  if (tableName === undefined && tableStreamArn === undefined) return undefined;
  if (typeof tableName !== 'string' || typeof tableStreamArn !== 'string' || !tableName || !tableStreamArn) {
    throw new Error('Give both -c tableName and -c tableStreamArn (the restored table and its stream), or neither');
  }
  if (!/^arn:aws[\w-]*:dynamodb:[\w-]+:\d{12}:table\/[^/]+\/stream\/.+$/.test(tableStreamArn) || !tableStreamArn.includes(`:table/${tableName}/stream/`)) {
    throw new Error(`-c tableStreamArn must be the stream of table ${tableName} (arn:aws:dynamodb:<region>:<account>:table/${tableName}/stream/<label>)`);
  }
  return { tableName, tableStreamArn };
}

/** The stack options `cdk synth`/`cdk deploy` take from context (`-c key=value`), validated. */
export function deployOptionsFromContext(node: Node): { priceClass?: PriceClass; samLocal: boolean; existingTable?: ExistingTable } {
  return {
    priceClass: priceClassFrom(node.tryGetContext('priceClass')),
    samLocal: samLocalFrom(node.tryGetContext('samLocal')),
    existingTable: existingTableFrom(node.tryGetContext('tableName'), node.tryGetContext('tableStreamArn')),
  };
}
