import type { SessionUser } from '@cmms/shared/accounts';
import { formats, t } from '../../../lib/i18n/i18n';

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

/** 'January 15, 2026', in the reader's language. */
export function joinedDate(iso: string): string {
  return formats().dateTime(iso, { dateStyle: 'long' }) || t('profile.unknownDate');
}

/** The sites' names as one line: 'Harbor View Towers, Riverside Medical Center'. */
export const siteNames = (sites: readonly { name: string }[]) =>
  formats().list(
    sites.map((site) => site.name),
    { type: 'unit', style: 'short' },
  );
