/** The push feature's public surface (issue 30): Settings' 'Notifications on this device'. */
export { PushSection } from './components/push-section';
