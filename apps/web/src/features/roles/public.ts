// What other features may use of roles; everything else in this folder is its own.
export { useRoles } from './api/roles';
export { assignableRoles } from './lib/role-options';
