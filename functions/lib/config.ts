/** Environment the functions read; set by the CDK stack in AWS and by the local runner. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const tableName = () => requireEnv('TABLE_NAME');
export const mediaBucketName = () => requireEnv('MEDIA_BUCKET');
/** The quarantine bucket browsers upload photos into (functions/media); nothing in it is ever served. */
export const uploadBucketName = () => requireEnv('UPLOAD_BUCKET');
