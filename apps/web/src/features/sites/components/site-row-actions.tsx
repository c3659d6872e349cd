import { AlarmClock, Pencil, ReceiptText, Trash2 } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import type { SiteActions } from '../lib/site-permissions';
import type { SiteView } from '../lib/site-view';

export interface SiteRowActionsProps {
  site: SiteView;
  can: SiteActions;
  onEdit(site: SiteView): void;
  onDelete(site: SiteView): void;
  onCost(site: SiteView): void;
  onEscalation(site: SiteView): void;
}

/** Whether the user has any action on a site: without one, the row shows a dash. */
export const anySiteAction = (can: SiteActions) =>
  can.edit || can.remove || can.cost || can.escalation;

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-50';

/**
 * Cost, Escalation rules, Edit and Delete for one site, each named with the site for screen
 * readers.
 */
export function SiteRowActions({
  site,
  can,
  onEdit,
  onDelete,
  onCost,
  onEscalation,
}: SiteRowActionsProps) {
  if (!anySiteAction(can)) return <span className="text-slate-400">—</span>;
  return (
    <div className="flex items-center gap-1">
      {can.cost && (
        <button
          type="button"
          aria-label={t('sites.costNamed', { name: site.displayName })}
          title={t('sites.cost')}
          onClick={() => onCost(site)}
          className={`${iconButton} text-slate-700`}
        >
          <ReceiptText className="size-4" aria-hidden />
        </button>
      )}
      {can.escalation && (
        <button
          type="button"
          aria-label={t('escalation.rulesNamed', { name: site.displayName })}
          title={t('escalation.rules')}
          onClick={() => onEscalation(site)}
          className={`${iconButton} text-slate-700`}
        >
          <AlarmClock className="size-4" aria-hidden />
        </button>
      )}
      {can.edit && (
        <button
          type="button"
          aria-label={t('sites.editNamed', { name: site.displayName })}
          title={t('sites.edit')}
          onClick={() => onEdit(site)}
          className={`${iconButton} text-brand-700`}
        >
          <Pencil className="size-4" aria-hidden />
        </button>
      )}
      {can.remove && (
        <button
          type="button"
          aria-label={t('sites.deleteNamed', { name: site.displayName })}
          title={t('sites.delete')}
          onClick={() => onDelete(site)}
          className={`${iconButton} text-red-700 hover:bg-red-50`}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
