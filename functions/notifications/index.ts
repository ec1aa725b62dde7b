/** The notifications domain's public face: the only module other domains may import from functions/notifications. */
export {
  createEventNotifications,
  createNotifications,
  deleteNotificationsBetween,
  withdrawGroupedEvent,
  writeGroupedNotification,
  type GroupedNotification,
  type NewNotification,
  type NotifiedEvent,
  type WithdrawnEvent,
} from './repository';
export { notificationsDeletionSteps } from './account-deletion';
export { cancelRestAlert, scheduleRestAlert } from './push/rest-alert-schedule';
