import { inject } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws-config';

/**
 * Points the functions' own modules, imported into a test, at the local stack the global setup
 * started. The functions' DynamoDB client reads its endpoint when its module loads, so call this
 * BEFORE importing any functions module, then import them dynamically:
 *
 *   useLocalStackForFunctions();
 *   const { createNotifications } = await import('../../functions/notifications/repository');
 */
export function useLocalStackForFunctions(): void {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
    TABLE_NAME: inject('tableName'),
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
}
