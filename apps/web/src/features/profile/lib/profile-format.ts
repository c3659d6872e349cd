import type { SessionUser } from '@cmms/shared/accounts';

/** 'Daniel Okafor' -> 'DO', 'Sam' -> 'S', '' -> '?'. First and last name only. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** Sites from both lists the server sends, each once, by name (requirements/profile-and-help.md#who-may-do-what merges them so). */
export function profileSites(user: Pick<SessionUser, 'assignedSites' | 'userSites'>) {
  const byId = new Map<string, string>();
  for (const site of user.assignedSites ?? []) byId.set(site.id, site.name);
  for (const entry of user.userSites ?? []) byId.set(entry.site.id, entry.site.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function joinedDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown'
    : date.toLocaleDateString(locale, { dateStyle: 'long' });
}
