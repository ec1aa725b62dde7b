import type { S3Client } from '@aws-sdk/client-s3';

type S3Sdk = typeof import('./s3-sdk');

let loaded: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;

/**
 * One S3 client per container, made on first use, with the SDK loaded only then: few requests store or delete media,
 * and evaluating the S3 client at cold start cost every request of the domain (docs/decisions.md 54). Locally
 * S3_ENDPOINT points it at s3rver, which only understands path-style addressing; credentials and region come from the
 * environment either way (the local runner sets s3rver's, Lambda its role's).
 */
export function s3(): Promise<{ client: S3Client; sdk: S3Sdk }> {
  loaded ??= import('./s3-sdk').then((sdk) => {
    const endpoint = process.env.S3_ENDPOINT || undefined;
    return { client: new sdk.S3Client({ endpoint, forcePathStyle: Boolean(endpoint) }), sdk };
  });
  return loaded;
}
