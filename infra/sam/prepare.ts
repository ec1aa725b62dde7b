import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedCatalogue } from '../../functions/exercises/seed/seed-catalogue';
import { ensureTable } from '../local/ensure-table';
import { localAwsConfig } from '../local/local-aws-config';
import { localJwtKeys } from '../local/local-secret';
import { LOCAL_MEDIA_BUCKET, LOCAL_TABLE_NAME } from '../local/local-stack';
import { repoRoot } from '../paths';
import { SAM_LOCAL_DEFAULTS } from '../sam-local';
import { samEnvFile } from './sam-env';

/**
 * `npx tsx infra/sam/prepare.ts` (README, "Local testing with SAM"): makes the table in DynamoDB Local and seeds the
 * exercise catalogue, as `npm start` does, then writes .data/sam-env.json for `sam local start-api --env-vars`, with
 * the token keys `npm start` uses (.data), so a token from either works with both.
 *
 * DYNAMODB_ENDPOINT: DynamoDB Local as this machine reaches it (default http://localhost:8000).
 * SAM_DYNAMODB_ENDPOINT / SAM_S3_ENDPOINT: the same services as SAM's containers reach them (host.docker.internal).
 * SAM_TEMPLATE: the template from `cdk synth -c samLocal=true` (default cdk.out/SocialFitness.template.json).
 */
async function main() {
  // This machine may run Node 20; the SDK's warning about it is noise here (as under `npm start`).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const endpoint = process.env.DYNAMODB_ENDPOINT ?? 'http://localhost:8000';
  const templateFile = path.resolve(process.env.SAM_TEMPLATE ?? path.join(repoRoot, 'cdk.out', 'SocialFitness.template.json'));
  if (!existsSync(templateFile)) throw new Error(`${templateFile} is missing: run \`npx cdk synth -c samLocal=true\` first`);
  const template = JSON.parse(readFileSync(templateFile, 'utf8'));

  await ensureTable({ endpoint, tableName: LOCAL_TABLE_NAME });
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(endpoint)));
  const seed = await seedCatalogue({ client, tableName: LOCAL_TABLE_NAME }).finally(() => client.destroy());
  console.log(`Table ${LOCAL_TABLE_NAME} ready on ${endpoint} (${seed.seeded ? `seeded ${seed.count} exercises` : 'catalogue up to date'})`);

  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const keys = localJwtKeys(dataDir);
  const file = samEnvFile(template, {
    dynamodbEndpoint: process.env.SAM_DYNAMODB_ENDPOINT ?? SAM_LOCAL_DEFAULTS.DYNAMODB_ENDPOINT,
    s3Endpoint: process.env.SAM_S3_ENDPOINT ?? SAM_LOCAL_DEFAULTS.S3_ENDPOINT,
    tableName: LOCAL_TABLE_NAME,
    mediaBucket: LOCAL_MEDIA_BUCKET,
    jwtPublicKey: keys.JWT_PUBLIC_KEY,
    jwtPrivateKey: keys.JWT_PRIVATE_KEY,
  });
  if (Object.keys(file).length === 0) throw new Error(`${templateFile} was not synthesized with -c samLocal=true`);
  const out = path.join(dataDir, 'sam-env.json');
  // It holds the local signing key: owner-only, like the key file itself.
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  console.log(`Wrote ${path.relative(repoRoot, out)} for ${Object.keys(file).length} functions`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
