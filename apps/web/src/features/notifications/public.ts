// What the shell may use of notifications; everything else here is its own.

// The native app's push registration (app/native-services.ts).
export { registerAndroidDevice } from './api/native-device';
export { useUnreadCount } from './api/notifications';
export { badgeText } from './lib/badge';
export { pushTapPath } from './lib/push-target';
