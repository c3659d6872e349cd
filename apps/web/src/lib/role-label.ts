import { isDefaultRole, normalizeRole, ROLE_LABEL_KEYS } from '@cmms/shared/roles';
import { useSyncExternalStore } from 'react';
import { t } from './i18n/i18n';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/** A default role as the screens name it, in the current language: 'Super Admin', 'Housekeeping', ... */
function defaultLabel(role: string): string | undefined {
  return isDefaultRole(role) ? t(ROLE_LABEL_KEYS[role]) : undefined;
}

function capitalizeWords(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Users carry their role's key in lower case; how a custom role was written comes from the
// server (GET /user/me, GET /roles) and is kept across reloads so the first screen has it too.
let customLabels: Record<string, string> = readCustomLabels();
const listeners = new Set<() => void>();

function readCustomLabels(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.roleLabels) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Takes the server's names of custom roles, by key ('auditor qa' -> 'Auditor QA'). */
export function rememberRoleLabels(labels: Record<string, string>): void {
  const next = JSON.stringify(labels);
  if (JSON.stringify(customLabels) === next) return;
  customLabels = { ...labels };
  writeStorage(storageKeys.roleLabels, next);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * roleLabel for a component that shows a role before any list loads (the signed-in user's own,
 * in the header): it renders again when the server's names arrive, on the first visit too.
 */
export function useRoleLabel(role: string | null | undefined): string {
  const labels = useSyncExternalStore(subscribe, () => customLabels);
  return defaultLabel(normalizeRole(role)) ?? labelOf(role, labels);
}

const labelOf = (role: string | null | undefined, labels: Record<string, string>) =>
  capitalizeWords(labels[normalizeRole(role)] ?? (role ?? '').trim());

/**
 * A role as people read it. Roles are compared in lower case (requirements/product.md#roles), but a name is shown
 * as written: a default role by its screen name ('superadmin' -> 'Super Admin'), a custom role
 * as its author wrote it ('Auditor QA'), and any other with each word starting with a capital
 * and its other capitals kept ('auditor qa' reads 'Auditor Qa'). A missing role reads as
 * technician.
 */
export function roleLabel(role: string | null | undefined): string {
  return defaultLabel(normalizeRole(role)) ?? labelOf(role, customLabels);
}
