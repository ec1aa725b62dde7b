/**
 * The person's notifications and notification groups, and the notifications and groups others have about them
 * (listed by actor in GSI1; notifications written before that index key existed expire within 90 days).
 */
import type { DeletionStep } from '../lib/account-deletion';
import { notificationGroupsPartition, notificationsByActorPartition, notificationsPartition } from './keys';
import { partitionDeletionStep } from '../lib/db/sweep';

export const notificationsDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({ name: 'notifications.own', partitionOf: notificationsPartition }),
  partitionDeletionStep({ name: 'notifications.own-groups', partitionOf: notificationGroupsPartition }),
  partitionDeletionStep({ name: 'notifications.about-them', index: 'GSI1', partitionOf: notificationsByActorPartition }),
];
