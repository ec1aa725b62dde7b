import { CreateBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { localAwsConfig } from './local-aws-config';

export function localS3Client(endpoint: string): S3Client {
  return new S3Client({ ...localAwsConfig(endpoint), forcePathStyle: true });
}

/** Creates the media bucket when an external S3_ENDPOINT is used; an existing bucket is fine. */
export async function ensureBucket(options: { endpoint: string; bucket: string }): Promise<void> {
  const client = localS3Client(options.endpoint);
  try {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    const alreadyThere = error instanceof S3ServiceException && /BucketAlready(OwnedByYou|Exists)/.test(error.name);
    if (!alreadyThere) throw error;
  } finally {
    client.destroy();
  }
}
