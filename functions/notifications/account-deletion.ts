/**
 * The person's notifications, notification groups and push devices, and the notifications and groups others have about them
 * (listed by actor in GSI1; notifications written before that index key existed expire within 90 days).
 */
import type { DeletionStep } from '../lib/account-deletion';
import { notificationGroupsPartition, notificationsByActorPartition, notificationsPartition, pushDevicesPartition, pushesSentPartition, restAlertPartition } from './keys';
import { partitionDeletionStep } from '../lib/db/sweep';

export const notificationsDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({ name: 'notifications.own', partitionOf: notificationsPartition }),
  partitionDeletionStep({ name: 'notifications.own-groups', partitionOf: notificationGroupsPartition }),
  partitionDeletionStep({ name: 'notifications.about-them', index: 'GSI1', partitionOf: notificationsByActorPartition }),
  // Issue 30: the person's push devices and the record of pushes sent to them lately.
  partitionDeletionStep({ name: 'notifications.push-devices', partitionOf: pushDevicesPartition }),
  partitionDeletionStep({ name: 'notifications.pushes-sent', partitionOf: pushesSentPartition }),
  partitionDeletionStep({ name: 'notifications.rest-alert', partitionOf: restAlertPartition }),
];
