import type { Checklist } from '@cmms/shared/checklists';
import { clsx } from 'clsx';
import { ChevronRight, MapPin, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { formats, t } from '../../../lib/i18n/i18n';
import { displaySiteName } from '../../sites/public';
import { categoryColorClasses } from '../lib/category-colors';
import { itemKindSummary } from '../lib/item-values';

export interface ChecklistCardActions {
  /** Which actions the caller's role has (requirements/checklists.md#who-may-do-what). */
  canManage: boolean;
  canAssign: boolean;
  onAssign(checklist: Checklist): void;
  onEdit(checklist: Checklist): void;
  onDelete(checklist: Checklist): void;
}

const toneClass = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

function Action({
  label,
  verb,
  shortVerb,
  icon,
  tone = 'brand',
  onClick,
}: {
  label: string;
  verb: string;
  /** The word on a phone, where three buttons share a row. */
  shortVerb?: string;
  icon: ReactNode;
  tone?: keyof typeof toneClass;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-lg border border-slate-200 px-2 text-sm font-medium sm:px-3',
        toneClass[tone],
      )}
    >
      {icon}
      {shortVerb ? (
        <>
          <span aria-hidden className="sm:hidden">
            {shortVerb}
          </span>
          <span aria-hidden className="hidden sm:inline">
            {verb}
          </span>
        </>
      ) : (
        <span aria-hidden>{verb}</span>
      )}
    </button>
  );
}

/** Who is assigned, in a line: the first names, then how many more. */
function assignedText(checklist: Checklist) {
  const names = checklist.assignments.map((assignment) => assignment.name);
  if (names.length === 0) return t('checklists.noOneAssigned');
  // 'a, b, c' in the reader's own separators, with no 'and': the list may go on.
  const shown = formats().list(names.slice(0, 3), { type: 'unit', style: 'short' });
  return names.length > 3
    ? t('checklists.manage.moreAssigned', { names: shown, count: names.length - 3 })
    : shown;
}

/**
 * One checklist on the management screen (requirements/checklists.md#screens): its name, site, description, items
 * (opened on demand) and who it is assigned to, with Assign users, Edit and Delete.
 */
export function ManagementChecklistCard({
  checklist,
  color,
  canManage,
  canAssign,
  onAssign,
  onEdit,
  onDelete,
}: ChecklistCardActions & { checklist: Checklist; color: string }) {
  const required = checklist.items.filter((item) => item.isRequired).length;
  return (
    <article
      className={clsx(
        'flex h-full flex-col rounded-xl border border-s-4 border-slate-200 bg-white p-4 shadow-sm',
        categoryColorClasses(color).accent,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900">{checklist.name}</h3>
        {!checklist.isActive && (
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-500/20 ring-inset">
            {t('checklists.manage.inactive')}
          </span>
        )}
      </div>
      <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
        <MapPin className="size-3.5 shrink-0" aria-hidden />
        <span className="wrap-anywhere">
          {checklist.site ? displaySiteName(checklist.site.name) : t('checklists.allSitesOption')}
        </span>
      </p>
      {checklist.description && (
        <p className="mt-2 line-clamp-2 text-sm wrap-anywhere text-slate-600">
          {checklist.description}
        </p>
      )}
      <details className="group mt-3 text-sm">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg font-medium text-slate-700 hover:text-slate-900 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 shrink-0 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
            aria-hidden
          />
          {t('checklists.manage.items', { count: checklist.items.length })}
          {required > 0 && (
            <span className="font-normal text-slate-500">
              {t('checklists.manage.requiredCount', { count: required })}
            </span>
          )}
        </summary>
        <ol className="mt-1 space-y-1.5 border-s border-slate-200 ps-4">
          {checklist.items.map((item, index) => (
            <li key={item.id} className="text-slate-700">
              <span className="text-slate-400">{formats().number(index + 1)}. </span>
              <span className="wrap-anywhere">{item.name}</span>
              {item.isRequired && (
                <span className="ms-1.5 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/25 ring-inset">
                  {t('checklists.required')}
                </span>
              )}
              {itemKindSummary(item) && (
                <span className="block text-xs font-medium wrap-anywhere text-slate-600">
                  {item.raiseWorkOrder === 'always'
                    ? t('checklists.manage.kindRaises', { summary: itemKindSummary(item) ?? '' })
                    : itemKindSummary(item)}
                </span>
              )}
              {item.description && (
                <span className="block text-xs wrap-anywhere text-slate-500">
                  {item.description}
                </span>
              )}
            </li>
          ))}
        </ol>
      </details>
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-medium text-slate-700">{t('checklists.manage.assigned')} </span>
        <span className="wrap-anywhere">{assignedText(checklist)}</span>
      </p>
      {(canAssign || canManage) && (
        <div className="mt-auto pt-3">
          <div className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 sm:flex sm:flex-wrap">
            {canAssign && (
              <Action
                label={t('checklists.manage.assignTo', { checklist: checklist.name })}
                verb={t('checklists.manage.assignUsers')}
                shortVerb={t('checklists.manage.assign')}
                icon={<UserPlus className="size-4" aria-hidden />}
                onClick={() => onAssign(checklist)}
              />
            )}
            {canManage && (
              <Action
                label={t('checklists.manage.editLabel', { checklist: checklist.name })}
                verb={t('checklists.edit')}
                icon={<Pencil className="size-4" aria-hidden />}
                onClick={() => onEdit(checklist)}
              />
            )}
            {canManage && (
              <Action
                label={t('checklists.manage.deleteLabel', { checklist: checklist.name })}
                verb={t('checklists.delete')}
                tone="danger"
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => onDelete(checklist)}
              />
            )}
          </div>
        </div>
      )}
    </article>
  );
}
