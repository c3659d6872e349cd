// What other features may use of the activity log; everything else in this folder is its own.
export { actionText as activityActionText } from './lib/activity-families';
