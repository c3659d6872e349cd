// What the shell may use of settings; everything else in this folder is its own.
export { forgetPushOnSignOut } from './api/push-device';
