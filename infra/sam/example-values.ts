import { LOCAL_MEDIA_BUCKET, LOCAL_TABLE_NAME } from '../local/local-stack';
import { SAM_LOCAL_DEFAULTS } from '../sam-local';
import type { SamEnvValues } from './sam-env';

/** The values of infra/sam/env.example.json: the real file (.data/sam-env.json) has the local key pair instead. */
export const EXAMPLE_SAM_ENV_VALUES: SamEnvValues = {
  dynamodbEndpoint: SAM_LOCAL_DEFAULTS.DYNAMODB_ENDPOINT,
  s3Endpoint: SAM_LOCAL_DEFAULTS.S3_ENDPOINT,
  tableName: LOCAL_TABLE_NAME,
  mediaBucket: LOCAL_MEDIA_BUCKET,
  jwtPublicKey: '-----BEGIN PUBLIC KEY----- (written by infra/sam/prepare.ts from .data) -----END PUBLIC KEY-----',
  jwtPrivateKey: '-----BEGIN PRIVATE KEY----- (written by infra/sam/prepare.ts from .data) -----END PRIVATE KEY-----',
};
