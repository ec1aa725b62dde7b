/** The notifications domain's public face: the only module other domains may import from functions/notifications. */
export { createNotifications, writeGroupedNotification, type GroupedNotification, type NewNotification } from './repository';
export { notificationsDeletionSteps } from './account-deletion';
