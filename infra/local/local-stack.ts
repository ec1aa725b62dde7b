import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedCatalogue } from '../../functions/exercises/seed/seed-catalogue';
import { loadDomainHandlers } from './api-gateway';
import { startDynamoDbLocal } from './dynamodb-local';
import { ensureBucket, localS3Client } from './ensure-bucket';
import { ensureTable } from './ensure-table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localAwsConfig } from './local-aws-config';
import { localJwtSecret } from './local-secret';
import { startS3Local } from './s3-local';
import { createLocalServer } from './server';
import { startStreamPoller } from './stream-poller';
import { socialStreamConsumer } from '../stream-consumers';

export const LOCAL_TABLE_NAME = 'social-fitness';
export const LOCAL_MEDIA_BUCKET = 'social-fitness-media';

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
  stop(): Promise<void>;
}

/** Starts DynamoDB Local, S3 (s3rver), the table and bucket, and the one local HTTP server. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  // The machines run Node 20 (Lambda runs 22); the lockfile pins SDK releases that support both.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const log = options.log ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  try {
    let dynamodbEndpoint = options.dynamodbEndpoint;
    if (!dynamodbEndpoint) {
      const dynamodb = await startDynamoDbLocal({ dataDir: options.dataDir });
      stops.push(dynamodb.stop);
      dynamodbEndpoint = dynamodb.endpoint;
      log(`DynamoDB Local on ${dynamodbEndpoint}`);
    }

    let s3Endpoint = options.s3Endpoint;
    if (!s3Endpoint) {
      const directory = options.dataDir ? join(options.dataDir, 's3') : mkdtempSync(join(tmpdir(), 'social-fitness-s3-'));
      if (!options.dataDir) stops.push(async () => rmSync(directory, { recursive: true, force: true }));
      const s3 = await startS3Local({ directory, bucket: LOCAL_MEDIA_BUCKET });
      stops.push(s3.stop);
      s3Endpoint = s3.endpoint;
      log(`S3 (s3rver) on ${s3Endpoint}`);
    }

    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
      DYNAMODB_ENDPOINT: dynamodbEndpoint,
      S3_ENDPOINT: s3Endpoint,
      JWT_SECRET: localJwtSecret(options.dataDir),
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    });
    await ensureTable({ endpoint: dynamodbEndpoint, tableName: LOCAL_TABLE_NAME });
    const seedClient = DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(dynamodbEndpoint)));
    const seed = await seedCatalogue({ client: seedClient, tableName: LOCAL_TABLE_NAME }).finally(() => seedClient.destroy());
    log(seed.seeded ? `Seeded ${seed.count} catalogue exercises` : 'Exercise catalogue up to date');
    await ensureBucket({ endpoint: s3Endpoint, bucket: LOCAL_MEDIA_BUCKET });

    // Imported only now: the functions' DynamoDB client reads DYNAMODB_ENDPOINT when its module loads.
    const { handler: socialStreamHandler } = await import('../../functions/social/stream-handler');
    const poller = await startStreamPoller({
      endpoint: dynamodbEndpoint,
      tableName: LOCAL_TABLE_NAME,
      handler: socialStreamHandler,
      filters: socialStreamConsumer.filters,
    });
    stops.push(poller.stop);
    log('Feed fan-out reading the table stream');

    const media = { client: localS3Client(s3Endpoint), bucket: LOCAL_MEDIA_BUCKET };
    stops.push(async () => media.client.destroy());
    const server = createLocalServer({ handlers: await loadDomainHandlers(), webRoot: options.webRoot, media });
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
    return { url: `http://localhost:${port}`, dynamodbEndpoint, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
