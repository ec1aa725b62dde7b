import type { S3Client } from '@aws-sdk/client-s3';

type S3Sdk = typeof import('./s3-sdk');

let loaded: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;

/**
 * One S3 client per container, made on first use, with the SDK loaded only then: few requests store or delete media.
 * Evaluating the S3 client lazily inside the bundle was not enough: V8 still read and compiled its ~125 KB at every cold
 * start, so a Lambda loads it from its own file beside the bundle (the path keeps its `.js` for that file; `lazyChunks`
 * in infra/lambda-bundling.ts). Locally S3_ENDPOINT points it at s3rver, which only understands path-style addressing;
 * credentials and region come from the environment either way (the local runner sets s3rver's, Lambda its role's).
 */
export function s3(): Promise<{ client: S3Client; sdk: S3Sdk }> {
  loaded ??= import('./s3-sdk.js').then((sdk) => {
    const endpoint = process.env.S3_ENDPOINT || undefined;
    return { client: new sdk.S3Client({ endpoint, forcePathStyle: Boolean(endpoint) }), sdk };
  });
  return loaded;
}
