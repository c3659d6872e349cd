import {
  ACTIVITY_ACTION_KEYS,
  ACTIVITY_FAMILY_KEYS,
  ACTIVITY_LOG_FAMILIES,
} from '@cmms/shared/activity';
import { t } from '../../../lib/i18n/i18n';

export type ActivityFamily = (typeof ACTIVITY_LOG_FAMILIES)[number];

export const isActivityFamily = (value: string): value is ActivityFamily =>
  (ACTIVITY_LOG_FAMILIES as readonly string[]).includes(value);

/**
 * The type filter's choices: All Types, then each family of requirements/activity.md#who-may-do-what
 * as people read them, in the reader's language.
 */
export const typeFilterOptions = (): { value: ActivityFamily | ''; label: string }[] => [
  { value: '', label: t('activity.allTypes') },
  ...ACTIVITY_LOG_FAMILIES.map((family) => ({
    value: family,
    label: t(ACTIVITY_FAMILY_KEYS[family].list),
  })),
];

/** The select's value as a family, or '' (All Types) for anything else. */
export const parseTypeFilter = (value: string | null | undefined): ActivityFamily | '' =>
  value && isActivityFamily(value) ? value : '';

/** An entry's type on its badge, singular ('Site', 'Work Order', 'PM'); a type outside the families reads as its words. */
export function familyLabel(type: string): string {
  if (isActivityFamily(type)) return t(ACTIVITY_FAMILY_KEYS[type].badge);
  return humanize(type) || t('activity.badgeOther');
}

const ACRONYMS = new Set(['pm', 'qr', 'csv', 'pdf', 'pin', 'id']);

/** 'site_created' -> 'Site created'; 'pm_updated' -> 'PM updated': a code as English words. */
export function humanize(code: string): string {
  const words = code
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An action as people read it, in their language: 'pm_updated' -> 'PM updated'. An action the
 * server does not record (a client's own report) reads as its tidied code.
 */
export function actionText(code: string): string {
  return isKnownAction(code) ? t(ACTIVITY_ACTION_KEYS[code]) : humanize(code);
}

const isKnownAction = (code: string): code is keyof typeof ACTIVITY_ACTION_KEYS =>
  Object.hasOwn(ACTIVITY_ACTION_KEYS, code);
