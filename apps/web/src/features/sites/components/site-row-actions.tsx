import { clsx } from 'clsx';
import { AlarmClock, Inbox, Pencil, ReceiptText, Trash2 } from 'lucide-react';
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
  onPortal(site: SiteView): void;
}

/** Where the actions stand: a card's row, or the table's Actions column. */
type Layout = { layout?: 'row' | 'table' };

/** Whether the user has any action on a site: without one, the row shows a dash. */
export const anySiteAction = (can: SiteActions) =>
  can.edit || can.remove || can.cost || can.escalation || can.portal;

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-50';

/**
 * Cost, Escalation rules, Request portal, Edit and Delete for one site, each named with the site
 * for screen readers. In the table, an administrator's five stand in rows of three, so the
 * Actions column stays on the screen beside the others (as e2e/languages.e2e.ts checks).
 */
export function SiteRowActions({
  site,
  can,
  onEdit,
  onDelete,
  onCost,
  onEscalation,
  onPortal,
  layout = 'row',
}: SiteRowActionsProps & Layout) {
  if (!anySiteAction(can)) return <span className="text-slate-400">—</span>;
  const shown = [can.cost, can.escalation, can.portal, can.edit, can.remove].filter(Boolean);
  const stacked = layout === 'table' && shown.length > 4;
  return (
    <div className={clsx('items-center gap-1', stacked ? 'grid w-max grid-cols-3' : 'flex')}>
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
      {can.portal && (
        <button
          type="button"
          aria-label={t('sites.portalNamed', { name: site.displayName })}
          title={t('sites.portal')}
          onClick={() => onPortal(site)}
          className={`${iconButton} text-slate-700`}
        >
          <Inbox className="size-4" aria-hidden />
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
