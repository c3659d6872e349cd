// What other features and the shell may use of dashboards; everything else here is its own.
export { announceSiteAssignments } from './lib/refresh-signals';
