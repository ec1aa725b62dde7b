import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedCatalogue } from '../../functions/exercises/seed/seed-catalogue';
import { loadDomainHandlers } from './api-gateway';
import { ownerOnlyDirectory } from './data-dir';
import { startDynamoDbLocal, type RunningDynamoDb } from './dynamodb-local';
import { ensureBucket, localS3Client } from './ensure-bucket';
import { ensureTable } from './ensure-table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localAwsConfig } from './local-aws-config';
import { localJwtKeys, localVapidKeys } from './local-secret';
import { startS3Local, type RunningS3 } from './s3-local';
import { createLocalServer } from './server';
import { startStreamPoller, type StreamPoller } from './stream-poller';
import { startDelayQueue } from './delay-queue';
import { accountDeletionStreamConsumer, pushStreamConsumer, sessionsStreamConsumer, socialStreamConsumer } from '../stream-consumers';

export const LOCAL_TABLE_NAME = 'social-fitness';
export const LOCAL_MEDIA_BUCKET = 'social-fitness-media';
/** The photo upload quarantine (issue 26). */
export const LOCAL_UPLOAD_BUCKET = 'social-fitness-uploads';

export interface LocalStackOptions {
  port: number;
  host?: string;
  /** Where DynamoDB Local and s3rver keep data; omitted = in memory / a temp folder removed on stop. */
  dataDir?: string;
  /** Serve this Vite build; omitted when Vite's dev server serves the web app. */
  webRoot?: string;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  dynamodbEndpoint: string;
  /** The stand-ins this stack started itself (none for an external endpoint); fault tests stop and kill them. */
  services: { dynamodb?: RunningDynamoDb; s3?: RunningS3 };
  stop(): Promise<void>;
}

/** Starts DynamoDB Local, S3 (s3rver), the table and bucket, and the one local HTTP server. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  // The machines run Node 20 (Lambda runs 22); the lockfile pins SDK releases that support both.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Logs stay on (JSON lines, errors only in practice); embedded metrics are for CloudWatch and would only clutter the
  // terminal, so they are off unless asked for (functions/lib/observability reads this when it loads).
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const log = options.log ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  const services: LocalStack['services'] = {};
  // Set once the table exists: what the supervisor redoes after it restarted a dead DynamoDB Local.
  let afterDynamoDbRestart: (() => Promise<void>) | undefined;
  try {
    if (options.dataDir) ownerOnlyDirectory(options.dataDir);
    let dynamodbEndpoint = options.dynamodbEndpoint;
    if (!dynamodbEndpoint) {
      const dynamodb = await startDynamoDbLocal({ dataDir: options.dataDir, log, onRestart: () => afterDynamoDbRestart?.() ?? Promise.resolve() });
      stops.push(dynamodb.stop);
      services.dynamodb = dynamodb;
      dynamodbEndpoint = dynamodb.endpoint;
      log(`DynamoDB Local on ${dynamodbEndpoint}${dynamodb.loopbackOnly ? '' : ' (reachable from the network)'}`);
    }

    let s3Endpoint = options.s3Endpoint;
    if (!s3Endpoint) {
      const directory = options.dataDir ? ownerOnlyDirectory(join(options.dataDir, 's3')) : mkdtempSync(join(tmpdir(), 'social-fitness-s3-'));
      if (!options.dataDir) stops.push(async () => rmSync(directory, { recursive: true, force: true }));
      const s3 = await startS3Local({ directory, buckets: [LOCAL_MEDIA_BUCKET, LOCAL_UPLOAD_BUCKET] });
      stops.push(() => s3.stop());
      services.s3 = s3;
      s3Endpoint = s3.endpoint;
      log(`S3 (s3rver) on ${s3Endpoint}`);
    }

    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
      UPLOAD_BUCKET: LOCAL_UPLOAD_BUCKET,
      DYNAMODB_ENDPOINT: dynamodbEndpoint,
      S3_ENDPOINT: s3Endpoint,
      ...localJwtKeys(options.dataDir),
      ...localVapidKeys(options.dataDir),
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      // Every function's calls share one DynamoDB client here, where in AWS each container has its own 50 sockets and
      // uses a few at a time: with the SDK's 50 for all of them, calls queued for a socket under load (decisions 58).
      DYNAMODB_MAX_SOCKETS: '250',
    });
    const endpoint = dynamodbEndpoint;
    const prepareTable = async () => {
      await ensureTable({ endpoint, tableName: LOCAL_TABLE_NAME });
      const seedClient = DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(endpoint)));
      const seed = await seedCatalogue({ client: seedClient, tableName: LOCAL_TABLE_NAME }).finally(() => seedClient.destroy());
      log(seed.seeded ? `Seeded ${seed.count} catalogue exercises` : 'Exercise catalogue up to date');
    };
    await prepareTable();
    await ensureBucket({ endpoint: s3Endpoint, bucket: LOCAL_MEDIA_BUCKET });
    await ensureBucket({ endpoint: s3Endpoint, bucket: LOCAL_UPLOAD_BUCKET });

    // Imported only now: the functions' DynamoDB client reads DYNAMODB_ENDPOINT when its module loads.
    const { handler: socialStreamHandler } = await import('../../functions/social/stream-handler');
    const { handler: sessionsStreamHandler } = await import('../../functions/sessions/stream-handler');
    const { handler: accountDeletionHandler } = await import('../../functions/auth/account-deletion-stream-handler');
    const { handler: pushHandler } = await import('../../functions/notifications/push-stream-handler');
    // Each consumer reads the stream on its own, as each AWS event source mapping does.
    const startPoller = async (): Promise<StreamPoller> => {
      const pollers = await Promise.all([
        startStreamPoller({ endpoint, tableName: LOCAL_TABLE_NAME, handler: socialStreamHandler, filters: socialStreamConsumer.filters }),
        startStreamPoller({ endpoint, tableName: LOCAL_TABLE_NAME, handler: sessionsStreamHandler, filters: sessionsStreamConsumer.filters }),
        startStreamPoller({ endpoint, tableName: LOCAL_TABLE_NAME, handler: accountDeletionHandler, filters: accountDeletionStreamConsumer.filters }),
        startStreamPoller({ endpoint, tableName: LOCAL_TABLE_NAME, handler: pushHandler, filters: pushStreamConsumer.filters }),
      ]);
      return { stop: async () => void (await Promise.all(pollers.map((one) => one.stop()))) };
    };
    let poller: StreamPoller = await startPoller();
    stops.push(() => poller.stop());
    log('Feed fan-out, workout notifications, pushes and account deletion jobs reading the table stream');
    // Issue 30: rest alerts, delayed to the rest's end by an in-process queue that speaks SQS's SendMessage.
    const { handler: restAlertHandler } = await import('../../functions/notifications/rest-alert-handler');
    const restAlerts = await startDelayQueue({ name: 'social-fitness-rest-alerts', handler: restAlertHandler });
    stops.push(() => restAlerts.stop());
    process.env.REST_ALERT_QUEUE_URL = restAlerts.queueUrl;
    afterDynamoDbRestart = async () => {
      // In memory the restarted DynamoDB Local is empty: the table and catalogue are made again (the data is gone).
      if (!options.dataDir) log('DynamoDB Local ran in memory: its data is lost; recreating the table');
      await prepareTable();
      // The old stream readers' iterators (and, in memory, the stream itself) are gone: read the stream afresh.
      await poller.stop();
      poller = await startPoller();
    };

    const media = { client: localS3Client(s3Endpoint), bucket: LOCAL_MEDIA_BUCKET };
    stops.push(async () => media.client.destroy());
    // Photos (issue 26): the processor runs after /uploads stored a file, as the upload bucket's notification runs it in
    // AWS; removals under media/ reach the invalidator from s3rver's own events (only logged: there is no CloudFront).
    const { handler: processUpload } = await import('../../functions/media/process-upload-handler');
    const { handler: invalidateMedia } = await import('../../functions/media/invalidate-handler');
    services.s3?.onEvent((event) => {
      const removedMedia = event.Records.some(
        (record) => record.eventName.startsWith('ObjectRemoved') && record.s3.bucket.name === LOCAL_MEDIA_BUCKET && record.s3.object.key.startsWith('media/'),
      );
      if (removedMedia) invalidateMedia(event).catch((error: unknown) => log(`Media invalidation failed: ${String(error)}`));
    });
    const uploads = { client: media.client, bucket: LOCAL_UPLOAD_BUCKET, process: (event: Parameters<typeof processUpload>[0]) => processUpload(event) };
    const server = createLocalServer({ handlers: await loadDomainHandlers(), webRoot: options.webRoot, media, uploads });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', resolve);
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const { port } = server.address() as AddressInfo;
    return { url: `http://localhost:${port}`, dynamodbEndpoint, services, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
