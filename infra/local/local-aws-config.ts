/** s3rver accepts only these credentials; DynamoDB Local accepts any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_REGION = 'us-east-1';

/** Client settings for the local stand-ins: their endpoint, a region, the local credentials. */
export function localAwsConfig(endpoint: string) {
  return { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
}
