/** The notifications feature's public surface. */
export { NotificationsButton } from './components/notifications-button';
