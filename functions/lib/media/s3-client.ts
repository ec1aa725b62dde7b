import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * One S3 client per container, made on first use. Locally S3_ENDPOINT points it at s3rver, which only
 * understands path-style addressing; credentials and region come from the environment either way
 * (the local runner sets s3rver's, Lambda its role's).
 */
export function s3(): S3Client {
  const endpoint = process.env.S3_ENDPOINT || undefined;
  client ??= new S3Client({ endpoint, forcePathStyle: Boolean(endpoint) });
  return client;
}
