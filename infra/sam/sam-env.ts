import { JWT_PRIVATE_KEY_ENV, SAM_LOCAL_DEFAULTS } from '../sam-local';

/** What the functions in SAM's containers are told (the values `npm start` gives the same handlers in-process). */
export interface SamEnvValues {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  mediaBucket: string;
  jwtPublicKey: string;
  jwtPrivateKey: string;
}

type Template = { Resources: Record<string, { Type: string; Properties?: { Environment?: { Variables?: Record<string, unknown> } } }> };

/**
 * The `sam local start-api --env-vars` file for a template synthesized with `-c samLocal=true`: for each function's
 * logical id, the variables it declares that need a local value. SAM ignores entries for undeclared variables, so
 * only declared ones are written.
 */
export function samEnvFile(template: Template, values: SamEnvValues): Record<string, Record<string, string>> {
  const wanted: Record<string, string> = {
    DYNAMODB_ENDPOINT: values.dynamodbEndpoint,
    S3_ENDPOINT: values.s3Endpoint,
    TABLE_NAME: values.tableName,
    MEDIA_BUCKET: values.mediaBucket,
    JWT_PUBLIC_KEY: values.jwtPublicKey,
    [JWT_PRIVATE_KEY_ENV]: values.jwtPrivateKey,
  };
  const file: Record<string, Record<string, string>> = {};
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    const declared = resource.Type === 'AWS::Lambda::Function' ? resource.Properties?.Environment?.Variables : undefined;
    // Only the functions prepared for SAM (infra/sam-local.ts), not CDK's custom resource handlers.
    if (!declared || !(Object.keys(SAM_LOCAL_DEFAULTS)[0]! in declared)) continue;
    file[logicalId] = Object.fromEntries(Object.entries(wanted).filter(([name]) => name in declared));
  }
  return file;
}
