// What other features and the shell may use of dashboards; everything else here is its own.
export {
  announceSiteAssignments,
  DASHBOARD_REFRESH_EVENT,
  SITE_ASSIGNMENTS_UPDATED,
} from './lib/refresh-signals';
