/** The parts of the S3 SDK the media store uses; imported only on first use (./s3-client.ts). */
export { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
