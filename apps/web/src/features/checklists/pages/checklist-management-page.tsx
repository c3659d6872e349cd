import { type Checklist, checklistRules } from '@cmms/shared/checklists';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronsDownUp, ChevronsUpDown, Plus, Tags } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { KeptNotice, NotKeptMessage } from '../../../components/ui/kept-notice';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../lib/i18n/i18n';
import { useKeptAnswer } from '../../../lib/offline/kept-answer';
import { useSession } from '../../../lib/session';
import { displaySiteName, useSiteSelection } from '../../sites/public';
import { checklistKeys, useCategories, useChecklists } from '../api/checklists';
import { AssignUsersDialog } from '../components/assign-users-dialog';
import { CategoriesDialog } from '../components/categories-dialog';
import { ChecklistCategorySection } from '../components/checklist-category-section';
import { ChecklistFormDialog } from '../components/checklist-form-dialog';
import { DeleteChecklistDialog } from '../components/delete-checklist-dialog';
import { checklistSignal } from '../lib/checklist-updates';
import { groupByCategory, searchTerm, shownCount } from '../lib/management-search';

type FormState = { open: boolean; checklist: Checklist | null; category?: string | undefined };

/**
 * Checklist management (requirements/checklists.md#screens): the checklists grouped by category in sections that open
 * and close, each counting its checklists that match the search (names, descriptions and item
 * names, in the browser). Categories, Add Item, Edit and Delete for admins and managers; Assign
 * users for them and supervisors (requirements/checklists.md#who-may-do-what).
 */
export function ChecklistManagementPage() {
  const user = useSession()?.user ?? null;
  const canManage = user !== null && checklistRules.canManage(user);
  const canAssign = user !== null && checklistRules.canAssign(user);
  const queryClient = useQueryClient();
  const list = useChecklists();
  const categories = useCategories();
  const kept = useKeptAnswer(list);
  // The site chosen in the header (requirements/checklists.md#who-may-do-what), as the other lists follow it; null is all sites.
  const selection = useSiteSelection();
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const siteName = selection.sites.find((site) => site.id === siteId)?.name ?? null;

  const [search, setSearch] = useState('');
  const term = searchTerm(search);
  // Which sections are closed; a new search opens them all again, so no match stays hidden.
  const [closed, setClosed] = useState<{ term: string; keys: Set<string> }>({
    term: '',
    keys: new Set(),
  });
  const closedKeys = closed.term === term ? closed.keys : new Set<string>();

  const [form, setForm] = useState<FormState>({ open: false, checklist: null });
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [deleting, setDeleting] = useState<Checklist | null>(null);
  const [assigning, setAssigning] = useState<{ open: boolean; checklist: Checklist | null }>({
    open: false,
    checklist: null,
  });

  // requirements/checklists.md#calls: another tab changed checklists; this one shows it.
  useEffect(
    () =>
      checklistSignal.subscribe(() => {
        void queryClient.invalidateQueries(
          { queryKey: checklistKeys.all },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );

  // A checklist kept for all sites applies at the chosen one too.
  const checklists = (list.data ?? []).filter(
    (checklist) => siteId === null || checklist.siteId === siteId || checklist.siteId === null,
  );
  const sections = groupByCategory(checklists, categories.data ?? [], search);
  const allClosed = sections.length > 0 && sections.every((s) => closedKeys.has(s.key));

  const toggle = (key: string) => {
    const keys = new Set(closedKeys);
    if (keys.has(key)) keys.delete(key);
    else keys.add(key);
    setClosed({ term, keys });
  };
  const setAll = (close: boolean) =>
    setClosed({ term, keys: close ? new Set(sections.map((s) => s.key)) : new Set() });

  const addChecklist = (category?: string) => setForm({ open: true, checklist: null, category });
  const actions = {
    canManage,
    canAssign,
    onAssign: (checklist: Checklist) => setAssigning({ open: true, checklist }),
    onEdit: (checklist: Checklist) => setForm({ open: true, checklist }),
    onDelete: setDeleting,
  };

  const results = () => {
    if (list.isPending && kept.notKept) return <NotKeptMessage />;
    if (list.isPending || (categories.isPending && categories.fetchStatus !== 'paused'))
      return <ScreenLoading label={t('checklists.loading')} />;
    if (kept.failed && !list.data) {
      return (
        <LoadFailed
          message={t('checklists.loadFailed')}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (checklists.length === 0) {
      return (
        <ListMessage
          action={
            canManage && (
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => addChecklist()}>
                {t('checklists.addItem')}
              </Button>
            )
          }
        >
          {siteName
            ? t('checklists.manage.noneAtSite', { site: displaySiteName(siteName) })
            : t('checklists.manage.none')}
        </ListMessage>
      );
    }
    if (sections.length === 0) {
      return (
        <ListMessage
          action={
            <Button variant="secondary" onClick={() => setSearch('')}>
              {t('checklists.manage.clearSearch')}
            </Button>
          }
        >
          {t('checklists.manage.noMatch', { search: search.trim() })}
        </ListMessage>
      );
    }
    return (
      <div className="space-y-3">
        {/* A failed refresh keeps what it had; it still says it failed, unless it only had no
            signal: then the list is what this device kept (docs/offline.md). */}
        {kept.keptAt !== null && <KeptNotice at={kept.keptAt} />}
        {kept.failed && <FormAlert message={t('checklists.loadFailed')} />}
        {sections.map((section) => (
          <ChecklistCategorySection
            key={section.key}
            section={section}
            open={!closedKeys.has(section.key)}
            searching={term !== ''}
            onToggle={() => toggle(section.key)}
            onAdd={canManage ? () => addChecklist(section.key) : undefined}
            {...actions}
          />
        ))}
      </div>
    );
  };

  const shown = shownCount(sections);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('checklists.manage.title')}
        actions={
          canManage && (
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
              <Button
                variant="secondary"
                icon={<Tags className="size-4" aria-hidden />}
                onClick={() => setCategoriesOpen(true)}
              >
                {t('checklists.manage.categories')}
              </Button>
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => addChecklist()}>
                {t('checklists.addItem')}
              </Button>
            </div>
          )
        }
      >
        <p className="text-sm text-slate-600">{t('checklists.manage.intro')}</p>
      </PageHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('checklists.manage.search')}
          placeholder={t('checklists.manage.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        {checklists.length > 0 && sections.length > 1 && (
          <Button
            variant="ghost"
            icon={
              allClosed ? (
                <ChevronsUpDown className="size-4" aria-hidden />
              ) : (
                <ChevronsDownUp className="size-4" aria-hidden />
              )
            }
            onClick={() => setAll(!allClosed)}
          >
            {t(allClosed ? 'checklists.manage.expandAll' : 'checklists.manage.collapseAll')}
          </Button>
        )}
      </div>
      {list.data && checklists.length > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {term === ''
            ? t('checklists.checklistCount', { count: checklists.length })
            : t('checklists.manage.matchCount', { shown, total: checklists.length })}
          {siteName && <> · {displaySiteName(siteName)}</>}
        </p>
      )}
      {results()}
      <ChecklistFormDialog
        open={form.open}
        checklist={form.checklist}
        category={form.category}
        siteId={siteId ?? undefined}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
      <CategoriesDialog open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      <DeleteChecklistDialog checklist={deleting} onClose={() => setDeleting(null)} />
      {assigning.checklist && (
        <AssignUsersDialog
          checklist={assigning.checklist}
          open={assigning.open}
          onClose={() => setAssigning((now) => ({ ...now, open: false }))}
        />
      )}
    </div>
  );
}
