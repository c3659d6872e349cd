import { clsx } from 'clsx';
import { ChevronDown, Plus } from 'lucide-react';
import { useId } from 'react';
import { t } from '../../../lib/i18n/i18n';
import type { CategorySection } from '../lib/management-search';
import { CategorySwatch } from './category-swatch';
import { type ChecklistCardActions, ManagementChecklistCard } from './management-checklist-card';

/**
 * One category of the management screen (requirements/checklists.md#screens): a header that opens and closes it, with
 * the category's colour, name and how many of its checklists match the search; then those
 * checklists as cards.
 */
export function ChecklistCategorySection({
  section,
  open,
  searching,
  onToggle,
  onAdd,
  ...actions
}: ChecklistCardActions & {
  section: CategorySection;
  open: boolean;
  searching: boolean;
  onToggle(): void;
  /** Add a checklist in this category; absent for those who may not. */
  onAdd?: (() => void) | undefined;
}) {
  const bodyId = useId();
  const count = section.checklists.length;
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
            className="flex min-h-14 w-full min-w-0 items-center gap-3 px-4 py-2 text-start hover:bg-slate-50"
          >
            <ChevronDown
              className={clsx(
                'size-5 shrink-0 text-slate-500 transition-transform',
                !open && '-rotate-90 rtl:rotate-90',
              )}
              aria-hidden
            />
            <CategorySwatch color={section.color} className="size-4" />
            <span className="min-w-0 truncate text-base font-semibold text-slate-900">
              {section.name}
            </span>
            <span
              className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
              title={t(searching ? 'checklists.manage.matching' : 'checklists.manage.countLabel')}
            >
              {count}
              <span className="sr-only"> {t('checklists.manage.countNoun', { count })}</span>
            </span>
          </button>
        </h2>
        {onAdd && (
          <button
            type="button"
            aria-label={t('checklists.manage.addTo', { category: section.name })}
            title={t('checklists.manage.addTo', { category: section.name })}
            onClick={onAdd}
            className="me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
          >
            <Plus className="size-5" aria-hidden />
          </button>
        )}
      </div>
      <div
        id={bodyId}
        hidden={!open}
        className="border-t border-slate-100 bg-slate-50/50 p-3 sm:p-4"
      >
        {count === 0 ? (
          <p className="py-2 text-sm text-slate-500">{t('checklists.manage.emptyCategory')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
            {section.checklists.map((checklist) => (
              <li key={checklist.id}>
                <ManagementChecklistCard checklist={checklist} color={section.color} {...actions} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
