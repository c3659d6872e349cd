// What other features may use of the app lock (docs/architecture.md: a feature's public.ts).
export { lockNow, saveAutoLockMinutes, useAutoLockMinutes } from './api/lock-control';
export { AUTO_LOCK_CHOICES } from './lib/auto-lock';
