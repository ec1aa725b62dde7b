import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** One document client per container; DYNAMODB_ENDPOINT points it at DynamoDB Local. */
export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined }),
  { marshallOptions: { removeUndefinedValues: true } },
);
