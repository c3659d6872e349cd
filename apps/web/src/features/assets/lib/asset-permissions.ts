import type { MessageKey } from '@cmms/shared/i18n/message';
import { normalizeRole } from '@cmms/shared/roles';
import { assetRules, isFieldRole } from '@cmms/shared/work-rules';
import { workCallerOf } from '../../../lib/work-caller';

type Who = { role: string; permissions?: unknown };

/**
 * The status buttons of requirements/assets.md#states, in their order: what each sets, the key of
 * the label it shows and of its name for screen readers, with the asset's name.
 */
const STATUS_BUTTONS = [
  { status: 'On Hold', label: 'assets.actionHold', name: 'assets.holdName' },
  { status: 'Completed', label: 'assets.actionComplete', name: 'assets.completeName' },
  {
    status: 'Out of Service',
    label: 'assets.actionOutOfService',
    name: 'assets.outOfServiceName',
  },
] as const satisfies readonly { status: string; label: MessageKey; name: MessageKey }[];
export type StatusButton = (typeof STATUS_BUTTONS)[number];

export type AssetActions = {
  /** Add Asset, Edit and Export CSV. */
  manage: boolean;
  remove: boolean;
  /** The QR dialog and the printed label. */
  qr: boolean;
  /** Which of the Hold, Complete and Out of Service buttons the user gets. */
  statusButtons: readonly StatusButton[];
  /**
   * The "View Only" marker: nothing here may be changed. requirements/assets.md#who-may-do-what shows it to the client and
   * refuses housekeeping only adding and exporting, so housekeeping never gets it, even while its
   * permissions leave it nothing to change.
   */
  viewOnly: boolean;
  /** Field roles work on their own sites' assets and see no Site column (requirements/assets.md#who-may-do-what). */
  showSite: boolean;
};

const NONE: AssetActions = {
  manage: false,
  remove: false,
  qr: false,
  statusButtons: [],
  viewOnly: true,
  showSite: true,
};

/** requirements/assets.md#who-may-do-what Assets list, by the shared asset rules (the server enforces the same). */
export function assetActionsFor(user: Who | null | undefined): AssetActions {
  if (!user) return NONE;
  const caller = workCallerOf(user);
  const manage = assetRules.canManage(caller);
  const settable = assetRules.canChangeStatus(caller) ? assetRules.settableStatuses(caller) : [];
  const statusButtons = STATUS_BUTTONS.filter((button) => settable.includes(button.status));
  return {
    manage,
    remove: assetRules.canDelete(caller),
    qr: assetRules.canShowQr(caller),
    statusButtons,
    viewOnly: !manage && statusButtons.length === 0 && normalizeRole(user.role) !== 'housekeeping',
    showSite: !isFieldRole(user.role),
  };
}

/** The status buttons for one asset: not the one that would set the status it already has. */
export function statusButtonsFor(actions: AssetActions, status: string): StatusButton[] {
  const current = status.trim().toLowerCase();
  return actions.statusButtons.filter((button) => button.status.toLowerCase() !== current);
}
