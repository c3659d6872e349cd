/** requirements/users-and-roles.md#screens, #who-may-do-what and #errors Staff, verbatim, and our own loading text. */
export const staffTexts = {
  loadFailed: 'Failed to load staff information',
  none: 'No staff members found',
  noneForSite: 'No staff members found for your site',
  noSite: 'No site assigned to your account',
  notAvailable: 'N/A',
  // Ours.
  loading: 'Loading staff...',
  noMatch: 'No staff members match your search',
} as const;
