// What other features may use from notifications: the settings tab's content.
export { NotificationSettings } from './notification-settings';
