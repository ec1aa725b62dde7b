import type { Domain } from '../shared/routes';

/**
 * A DynamoDB action a function may call. Items written inside a TransactWriteItems need the action of their kind
 * (Put → PutItem, Update → UpdateItem, Delete → DeleteItem, ConditionCheck → ConditionCheckItem).
 */
export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:Query'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:ConditionCheckItem'
  | 'dynamodb:DescribeTable';

export const READ_ACTIONS: readonly TableAction[] = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];

/** What one domain's Lambda may touch, and how big it is. The one place grants are decided. */
export interface DomainSettings {
  /**
   * Exactly the DynamoDB actions the function's code calls (its own and the domains it asks through their index.ts),
   * on the table and its indexes; none: no table at all. test/infra/least-privilege.test.ts reads each bundle and
   * fails when this list and the code disagree. Never Scan.
   */
  tableActions: readonly TableAction[];
  /** Read the ES256 private key and sign tokens (only auth). Every HTTP function verifies with the public key. */
  signsTokens: boolean;
  /** Put and delete objects under `media/` in the media bucket (profile images, post photos). */
  mediaWrite: boolean;
  memorySize: number;
}

const defaults: DomainSettings = { tableActions: [], signsTokens: false, mediaWrite: false, memorySize: 512 };

const overrides: { readonly [D in Domain]: Partial<DomainSettings> } = {
  // The health route checks the table (DescribeTable) only where TABLE_NAME is set: locally, not in AWS.
  status: {},
  // scrypt with N=2^17 needs 128 MiB, and Lambda's CPU share grows with memory.
  auth: {
    tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    signsTokens: true,
    memorySize: 1024,
  },
  // Profile images: stores the new one and deletes the one it replaces.
  users: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    mediaWrite: true,
  },
  follows: {
    tableActions: [
      ...READ_ACTIONS,
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:ConditionCheckItem',
    ],
  },
  // Every domain with authenticated writes also stores Idempotency-Keys (GetItem, PutItem, DeleteItem: functions/lib/idempotency).
  exercises: { tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] },
  sessions: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
  plans: { tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:DeleteItem'] },
  // Reads notifications and marks them read; no notification is created or deleted here (other domains create them).
  notifications: { tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] },
  // Post photos: stores a new post's image and deletes a deleted post's.
  social: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    mediaWrite: true,
  },
  messages: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
  health: {
    tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
};

export function settingsOf(domain: Domain): DomainSettings {
  return { ...defaults, ...overrides[domain] };
}
