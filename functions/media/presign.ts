import { UPLOAD_MAX_BYTES, UPLOAD_PATH, UPLOAD_POLICY_SECONDS, type UploadContentType } from '../../shared/media';
import { uploadBucketName } from '../lib/config';
import { s3 } from '../lib/media/s3-client';

/**
 * A presigned POST for exactly one object: this key, this content type, 1 byte to UPLOAD_MAX_BYTES, for ten minutes.
 * S3 checks the policy and refuses anything else before the object exists. Signed with the function's own role, which
 * may put objects under uploads/ only. The form is sent to the site's own /uploads (CloudFront passes it to the upload
 * bucket; the local runner checks the same policy), so the page needs no other origin in its CSP.
 */
export async function presignUpload(options: { key: string; contentType: UploadContentType }): Promise<{ url: string; fields: Record<string, string> }> {
  const { client, sdk } = await s3();
  const { fields } = await sdk.createPresignedPost(client, {
    Bucket: uploadBucketName(),
    Key: options.key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', options.contentType],
    ],
    Fields: { 'Content-Type': options.contentType },
    Expires: UPLOAD_POLICY_SECONDS,
  });
  return { url: UPLOAD_PATH, fields };
}
