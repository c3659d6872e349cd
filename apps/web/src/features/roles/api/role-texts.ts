/** requirements/users-and-roles.md#errors Roles, verbatim, and our own wording where the spec has none. */
export const roleMessages = {
  fetchFailed: 'Failed to fetch roles',
  fallback: 'Failed to load roles. Using default roles.',
  saveFailed: 'Failed to save role',
  deleteFailed: 'Failed to delete role',
  created: 'Role created successfully!',
  updated: 'Role updated successfully!',
  deleted: 'Role deleted successfully!',
  // Ours: the spec asks for a confirmation without wording it.
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete the role "${name}"? This action cannot be undone.`,
} as const;
