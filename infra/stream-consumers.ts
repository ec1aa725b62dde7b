/**
 * Consumers of the table's change stream. The CDK stack deploys each as its own Lambda with an event source mapping
 * that applies `filters`; the local runner polls DynamoDB Local's stream, applies the same filters and calls the
 * same handler. Only pure modules are imported here: the functions' own code loads in the Lambda (or, locally,
 * after the runner has pointed the SDK at DynamoDB Local).
 */
import { followEdgeInsertedFilter } from '../functions/follows/stream-changes';
import { runningDeletionJobFilter } from '../functions/auth/account-deletion/job-record';
import { postInsertedFilter } from '../functions/social/fanout/post-record';
import { workoutFinishedFilters } from '../functions/sessions/finished-workout-record';
import { notificationInsertedFilter } from '../functions/notifications/push/notification-record';

/** The feed fan-out (functions/social/stream-handler.ts): new posts and new follow edges, nothing else. */
export const socialStreamConsumer = {
  domain: 'social',
  entryFile: 'stream-handler.ts',
  filters: [postInsertedFilter, followEdgeInsertedFilter],
  // Follower counts and pages and a person's latest posts; feed entries and the large-accounts registry.
  tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:BatchWriteItem'],
} as const;

/**
 * Follower notifications of finished workouts (functions/sessions/stream-handler.ts, issue 31): a live session
 * finished, a workout logged from the Save screen; imports never. The person's name and follower pages; for each
 * page of followers the notifications it has already (a replayed record), then the missing ones.
 */
export const sessionsStreamConsumer = {
  domain: 'sessions',
  entryFile: 'stream-handler.ts',
  filters: workoutFinishedFilters,
  tableActions: ['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  description: 'social-fitness follower notifications of finished workouts',
} as const;

/**
 * The account deletion jobs (functions/auth/account-deletion): every write of a running job runs its next slice. It
 * removes the person's items in every domain through their index.ts, so it may read and delete across the table
 * (never Scan) and delete media objects (their photos).
 */
export const accountDeletionStreamConsumer = {
  domain: 'auth',
  entryFile: 'account-deletion-stream-handler.ts',
  filters: [runningDeletionJobFilter],
  tableActions: [
    'dynamodb:BatchGetItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
  mediaDelete: true,
  description: 'social-fitness account deletion jobs',
} as const;

/**
 * Web Push (functions/notifications/push-stream-handler.ts, issue 30): every new notification, pushed to its
 * recipient's devices. Lists the recipient's devices, claims the 10-minute repeat window (a conditional Put) and
 * removes a device its push service answers 404/410 for. The only function that reads the VAPID private key.
 */
export const pushStreamConsumer = {
  domain: 'notifications',
  entryFile: 'push-stream-handler.ts',
  filters: [notificationInsertedFilter],
  tableActions: ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:Query'],
  description: 'social-fitness Web Push of new notifications',
} as const;
