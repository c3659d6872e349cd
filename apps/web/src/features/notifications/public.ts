// What the shell may use of notifications; everything else here is its own.
export { useUnreadCount } from './api/notifications';
export { badgeText } from './lib/badge';
