import { ApiError } from '../../../lib/api-client';

/** requirements/users-and-roles.md#screens and #errors Sign-ups, verbatim, and our own wording where the spec has none. */
export const signupMessages = {
  approved: (name: string) => `User ${name} approved successfully!`,
  approveFailed: 'Failed to approve user',
  rejected: (name: string) => `User ${name} rejected and removed successfully!`,
  rejectFailed: (reason: string) => `Failed to reject user: ${reason}`,
  unknownError: 'Unknown error',
  rejectTitle: 'Confirm User Rejection',
  // Ours.
  rejectConfirm: (name: string, email: string) =>
    `Are you sure you want to reject ${name} (${email})? Their sign-up will be removed. This action cannot be undone.`,
  loading: 'Loading sign-ups...',
  none: 'No pending sign-ups',
  noMatch: 'No sign-ups match your search',
  loadFailed: 'Failed to load pending users. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** 'Failed to reject user: ' and the server's error, or 'Unknown error'. */
export function rejectErrorMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.status > 0 ? error.message : '';
  return signupMessages.rejectFailed(reason || signupMessages.unknownError);
}
