export { NotificationSettings, NotificationSettingsButton } from './NotificationSettings';
export { currentPermission, PERMISSION_MESSAGES, requestNotificationPermission } from './permission';
export { fetchVapidKey, setupPush } from './push';
export {
  NOTIFICATION_SETTINGS_KEY,
  notificationSettingsAtom,
  readNotificationSettings,
  writeNotificationSettings,
} from './settings';
export { browserNotificationBlocker, showNotice, showToast } from './show';
