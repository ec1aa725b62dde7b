/** The notifications feature's public surface. */
export { NotificationsButton } from './components/notifications-button';
export { notificationKeys, unreadCountQueryOptions } from '../../lib/queries/notification-queries';
