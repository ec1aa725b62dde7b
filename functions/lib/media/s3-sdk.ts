/**
 * The parts of the S3 SDK the functions use, imported only on first use (./s3-client.ts). In a Lambda this module is
 * not in the function's bundle but built beside it as its own file (infra/lambda-bundling.ts, `lazyChunks`).
 */
export { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
