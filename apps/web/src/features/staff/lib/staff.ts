import { isStaffRole } from '@cmms/shared/roles';
import { roleLabel } from '../../../lib/role-label';

export type StaffMember = { id: string; name: string; role: string; mobile: string | null };

/** The roles an admin's directory lists, as the spec has them (admin entries are then removed). */
export const DIRECTORY_ROLES = ['manager', 'supervisor', 'technician'] as const;

/**
 * One list from several answers: each person once, those who are not staff removed, filtered
 * by `search` (name, role as stored or as shown, or number), by name.
 */
export function mergeStaff(lists: StaffMember[][], search = ''): StaffMember[] {
  const needle = search.trim().toLowerCase();
  const byId = new Map<string, StaffMember>();
  for (const member of lists.flat()) {
    if (isStaffRole(member.role) && !byId.has(member.id)) byId.set(member.id, member);
  }
  return [...byId.values()]
    .filter(
      (member) =>
        needle === '' ||
        member.name.toLowerCase().includes(needle) ||
        member.role.toLowerCase().includes(needle) ||
        roleLabel(member.role).toLowerCase().includes(needle) ||
        (member.mobile ?? '').includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A tel: link for a contact number, keeping only what a dialler reads; null without digits. */
export function telHref(mobile: string | null): string | null {
  const number = (mobile ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(number) ? `tel:${number}` : null;
}
