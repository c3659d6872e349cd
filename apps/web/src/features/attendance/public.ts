// What other features and the shell may use of attendance; everything else here is its own.
export { keepAttendanceOffline } from './lib/offline-warmup';
