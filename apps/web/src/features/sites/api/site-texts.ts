import { ApiError } from '../../../lib/api-client';

/** requirements/sites.md#screens and #errors Sites, verbatim. */
export const siteTexts = {
  loading: 'Loading sites...',
  noMatch: 'No sites match your search',
  none: 'No sites available',
  created: 'Site created successfully!',
  updated: 'Site updated successfully!',
  deleted: 'Site deleted successfully!',
  saveFailed: 'Unable to save site. Please try again.',
  deleteFailed: 'Unable to delete site.',
  timeout: 'Request timed out. Please check your internet connection and try again.',
  unauthorized: 'Authentication required. Please log in again.',
  forbidden: 'Access denied. You may not have permission to view sites.',
  serverError: 'Server error. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  loadFailed: 'Failed to load sites. Please try again.',
  nameRequired: 'Site name is required',
  // Ours (issue 29): what a site's zone decides.
  timeZoneHint:
    "The site's dates and times follow it: today, overdue work, PMs falling due, punches and Late.",
  serverZone: (zone: string) => `Server's zone (${zone})`,
  // Ours (issue 30, docs/sites.md): the numbers Help shows for the site.
  emergencyLegend: 'Emergency numbers',
  emergencyHint:
    'Shown on Help to everyone at this site: fire, ambulance, police, site security. Up to 6.',
  emergencyNone: 'None set: Help tells people at this site that there are none.',
  // Ours: the spec says the confirmation warns that the action cannot be undone.
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
} as const;

// The reason phrase the spec's 'Failed to load sites: {status} - {statusText}' shows.
const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
};

/** requirements/sites.md#errors: a failed sites load, by what went wrong. */
export function siteLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return siteTexts.loadFailed;
  if (error.code === 'TIMEOUT') return siteTexts.timeout;
  if (error.status === 0) return siteTexts.network;
  if (error.status === 401) return siteTexts.unauthorized;
  if (error.status === 403) return siteTexts.forbidden;
  if (error.status >= 500) return siteTexts.serverError;
  return `Failed to load sites: ${error.status} - ${statusTexts[error.status] ?? error.message}`;
}

/** requirements/sites.md#errors: 'Error: ' and the server's error, or the local fallback. */
export function siteActionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message
    ? `Error: ${error.message}`
    : fallback;
}
