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
  /**
   * Delete objects under `media/` in the media bucket (a replaced profile photo, a deleted post's photo). Only the
   * photo processing function puts objects there (issue 26: infra/constructs/media-pipeline.ts).
   */
  mediaDelete: boolean;
  /** Sign presigned POSTs for `uploads/` of the upload bucket (the media domain): the role itself may put objects there. */
  uploadPresign: boolean;
  memorySize: number;
}

const defaults: DomainSettings = { tableActions: [], signsTokens: false, mediaDelete: false, uploadPresign: false, memorySize: 512 };

const overrides: { readonly [D in Domain]: Partial<DomainSettings> } = {
  // The health route checks the table (DescribeTable) only where TABLE_NAME is set: locally, not in AWS.
  status: {},
  // scrypt with N=2^17 needs 128 MiB, and Lambda's CPU share grows with memory.
  auth: {
    tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    signsTokens: true,
    memorySize: 1024,
  },
  // Profile photos: claims a processed upload (functions/media) and deletes the photo it replaces.
  users: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    mediaDelete: true,
  },
  // Notifications it sends are grouped (one transaction each); a block batch-deletes the two people's notifications of
  // each other and hides their conversation (issue 27).
  follows: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'],
  },
  // Every domain with authenticated writes also stores Idempotency-Keys (GetItem, PutItem, DeleteItem: functions/lib/idempotency)
  // and counts each person's new keys of the day (UpdateItem: issue 26).
  exercises: { tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] },
  sessions: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
  plans: { tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] },
  // Reads notifications and marks them read; no notification is created or deleted here (other domains create them).
  notifications: { tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] },
  // Post photos: claims a processed upload for a new post (functions/media) and deletes a deleted post's.
  // A deleted comment's notification is rewritten only while its group still names it (a ConditionCheck: issue 27).
  social: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'],
    mediaDelete: true,
  },
  // A message is written only if no block stands between the two (ConditionChecks in its transaction: issue 27).
  messages: {
    tableActions: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'],
  },
  // Photo uploads (issue 26): the upload records and presigned POSTs into quarantine; never the file itself.
  media: {
    tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    uploadPresign: true,
  },
  health: {
    tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  },
};

export function settingsOf(domain: Domain): DomainSettings {
  return { ...defaults, ...overrides[domain] };
}
