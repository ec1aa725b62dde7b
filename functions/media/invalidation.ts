/**
 * Deleted photos stop being served (issue 26): every object removed under media/ is invalidated at CloudFront, so
 * it is gone from the edge at once and from browsers within MEDIA_CACHE_CONTROL's day. The photo's folder is
 * invalidated as one wildcard path, and its CallerReference is that path: the removals of its four variants make one
 * invalidation, not four (CloudFront answers a repeated CallerReference with the invalidation it already made).
 */
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { log } from '../lib/observability';

/** Set in AWS (infra/constructs/media-pipeline.ts); locally there is no CloudFront and the invalidation is only logged. */
export const MEDIA_DISTRIBUTION_ID_ENV = 'MEDIA_DISTRIBUTION_ID';

const PHOTO_FOLDER = /^(media\/[a-z]+\/[0-9a-f-]{36})\/[^/]+$/;
const LEGACY_OBJECT = /^media\/[a-z]+\/[0-9a-f-]{36}\.[a-z]+$/;

/** The CloudFront path that covers a removed object key, or undefined for keys the app never serves. */
export function invalidationPathOf(key: string): string | undefined {
  const folder = PHOTO_FOLDER.exec(key)?.[1];
  if (folder) return `/${folder}/*`;
  return LEGACY_OBJECT.test(key) ? `/${key}` : undefined;
}

let cloudFront: Promise<{ client: CloudFrontClient; sdk: typeof import('@aws-sdk/client-cloudfront') }> | undefined;

export async function invalidateRemovedObjects(keys: readonly string[]): Promise<string[]> {
  const paths = [...new Set(keys.map(invalidationPathOf).filter((path): path is string => path !== undefined))];
  const distributionId = process.env[MEDIA_DISTRIBUTION_ID_ENV];
  if (paths.length === 0) return paths;
  if (!distributionId) {
    log.info('No CloudFront here: removed media would be invalidated', { paths });
    return paths;
  }
  cloudFront ??= import('@aws-sdk/client-cloudfront').then((sdk) => ({ client: new sdk.CloudFrontClient({}), sdk }));
  const { client, sdk } = await cloudFront;
  for (const path of paths) {
    await client.send(
      new sdk.CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: path, Paths: { Quantity: 1, Items: [path] } },
      }),
    );
  }
  return paths;
}
