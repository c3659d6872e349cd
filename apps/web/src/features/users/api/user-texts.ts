import { userTexts } from '@cmms/shared/users';
import { ApiError } from '../../../lib/api-client';

/** requirements/users-and-roles.md#errors Users, verbatim, and our own wording where the spec has none. */
export const userMessages = {
  loadFailed: 'Failed to load users. Please refresh the page.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loadSitesFor: (name: string) => `Failed to load sites for ${name}`,
  loadUserSites: 'Failed to load user sites',
  assignFailed: 'Failed to update site assignments for user.',
  saveFailed: 'Unable to save user. Please try again.',
  statusFailed: 'Failed to update status',
  deleteFailed: userTexts.deleteBlocked,
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  deleted: 'User deleted successfully!',
  assigned: 'Site assignments updated successfully!',
  // Ours.
  loading: 'Loading users...',
  none: 'No users found',
  noMatch: 'No users match your search',
  statusChanged: (name: string, status: string) => `${name} is now ${status}.`,
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
  noSites: 'No sites available',
} as const;

/** requirements/users-and-roles.md#errors: a failed delete shows 'Error: ' and the server's error, else the local text. */
export function deleteUserErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? `Error: ${error.message}`
    : userMessages.deleteFailed;
}

/** requirements/users-and-roles.md#errors: a failed load, or the expired-session text on a 401. */
export function usersLoadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? userMessages.sessionExpired
    : userMessages.loadFailed;
}
