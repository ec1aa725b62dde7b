/**
 * The person's notifications, and the notifications others received about them (listed by actor in GSI1; ones
 * written before that index key existed expire within 90 days).
 */
import type { DeletionStep } from '../lib/account-deletion';
import { notificationsByActorPartition, notificationsPartition } from '../lib/db/keys/notification';
import { partitionDeletionStep } from '../lib/db/sweep';

export const notificationsDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({ name: 'notifications.own', partitionOf: notificationsPartition }),
  partitionDeletionStep({ name: 'notifications.about-them', index: 'GSI1', partitionOf: notificationsByActorPartition }),
];
