/**
 * What happens to an uploaded file (issue 26): read from quarantine, turned into variants under media/ (or refused
 * with a reason), the result recorded on the upload, and the original deleted whatever the outcome. A replayed S3
 * event finds the upload settled and only makes sure the original is gone.
 */
import { MEDIA_CACHE_CONTROL, photoVariantUrl, UPLOAD_MAX_BYTES } from '../../shared/media';
import { mediaBucketName } from '../lib/config';
import { s3 } from '../lib/media/s3-client';
import { log } from '../lib/observability';
import { NOT_AN_IMAGE, photoVariants } from './photo-variants';
import { parseQuarantineKey } from './records';
import { findUpload, writeProcessingResult } from './repository';

export type ProcessingOutcome = 'processed' | 'rejected' | 'ignored';

async function readQuarantined(bucket: string, key: string): Promise<Buffer | undefined> {
  const { client, sdk } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
  // The policy's content-length-range already refused larger files; this only guards against a misconfigured policy.
  if ((object.ContentLength ?? 0) > UPLOAD_MAX_BYTES || !object.Body) return undefined;
  return Buffer.from(await object.Body.transformToByteArray());
}

async function deleteQuarantined(bucket: string, key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

export async function processUpload(options: { bucket: string; key: string }): Promise<ProcessingOutcome> {
  const { bucket, key } = options;
  const names = parseQuarantineKey(key);
  const record = names ? await findUpload({ uploadId: names.uploadId }) : undefined;
  if (!names || !record || record.userId !== names.userId || record.status !== 'pending') {
    await deleteQuarantined(bucket, key);
    return 'ignored';
  }
  const bytes = await readQuarantined(bucket, key);
  const result = bytes ? await photoVariants(bytes, record.purpose) : ({ ok: false, reason: NOT_AN_IMAGE } as const);
  if (result.ok) {
    const { client, sdk } = await s3();
    await Promise.all(
      result.variants.map((variant) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: mediaBucketName(),
            Key: photoVariantUrl(record.purpose, record.id, variant.width, variant.format).slice(1),
            Body: variant.body,
            ContentType: variant.contentType,
            CacheControl: MEDIA_CACHE_CONTROL,
          }),
        ),
      ),
    );
  }
  const processedAt = new Date().toISOString();
  await writeProcessingResult(
    result.ok ? { uploadId: record.id, status: 'processed', processedAt } : { uploadId: record.id, status: 'rejected', reason: result.reason, processedAt },
  );
  await deleteQuarantined(bucket, key);
  if (!result.ok) log.info('Refused an uploaded photo', { uploadId: record.id, reason: result.reason });
  return result.ok ? 'processed' : 'rejected';
}
