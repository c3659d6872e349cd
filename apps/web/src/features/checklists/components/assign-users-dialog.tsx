import type { AssignableUser, Checklist } from '@cmms/shared/checklists';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { notify } from '../../../lib/toast';
import { displaySiteName } from '../../sites/public';
import { useAssignableUsers, useAssignUser, useUnassignUser } from '../api/checklists';
import { assignmentChanges } from '../lib/checklist-form';

/** Above this many people the list gets a search box. */
const SEARCH_FROM = 8;

type Person = Pick<AssignableUser, 'id' | 'name' | 'role'> & { email: string | null };

/**
 * Assign users (requirements/checklists.md#screens, #validation): the people of the checklist's site who may be assigned
 * (never admin, manager, client or superadmin), ticked when assigned now. Save sends only the
 * difference. Used by the management screen and by the checklist grid.
 */
export function AssignUsersDialog({
  checklist,
  open,
  onClose,
}: {
  checklist: Checklist;
  open: boolean;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} title={t('checklists.assign.title')} busy={busy} onClose={onClose}>
      <AssignUsersForm
        key={checklist.id}
        checklist={checklist}
        onBusy={setBusy}
        onDone={() => {
          setBusy(false);
          onClose();
        }}
      />
    </FormDialog>
  );
}

function AssignUsersForm({
  checklist,
  onBusy,
  onDone,
}: {
  checklist: Checklist;
  onBusy(busy: boolean): void;
  onDone(): void;
}) {
  const users = useAssignableUsers(checklist.id);
  const assignUser = useAssignUser();
  const unassignUser = useUnassignUser();
  // Who the server holds as assigned: the checklist's, then what each save changed of it.
  const [assigned, setAssigned] = useState(() =>
    checklist.assignments.map((assignment) => assignment.userId),
  );
  const [ticked, setTicked] = useState(() => new Set(assigned));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');

  // Those assigned now stay listed (to be unticked) even if they can no longer be assigned.
  const offered: Person[] = users.data ?? [];
  const people: Person[] = [
    ...offered,
    ...checklist.assignments
      .filter((assignment) => !offered.some((user) => user.id === assignment.userId))
      .map((assignment) => ({
        id: assignment.userId,
        name: assignment.name,
        role: assignment.role,
        email: null,
      })),
  ];
  const term = search.trim().toLowerCase();
  const shown =
    term === ''
      ? people
      : people.filter((person) =>
          [person.name, person.email ?? '', roleLabel(person.role)].some((text) =>
            text.toLowerCase().includes(term),
          ),
        );

  const toggle = (id: string) =>
    setTicked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = assignmentChanges(assigned, ticked);
    if (changes.assign.length === 0 && changes.unassign.length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    setFailed(false);
    onBusy(true);
    const run = (userId: string, add: boolean) =>
      (add ? assignUser : unassignUser)
        .mutateAsync({ checklistId: checklist.id, userId })
        .then(() => ({ userId, add }));
    const results = await Promise.allSettled([
      ...changes.assign.map((userId) => run(userId, true)),
      ...changes.unassign.map((userId) => run(userId, false)),
    ]);
    setSaving(false);
    onBusy(false);
    // A partial failure: what went through is assigned now; another Save sends only the rest.
    const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    setAssigned((now) => [
      ...now.filter((id) => !done.some((change) => !change.add && change.userId === id)),
      ...done.filter((change) => change.add).map((change) => change.userId),
    ]);
    if (done.length === results.length) {
      notify.success(t('checklists.assignSaved'));
      onDone();
    } else {
      setFailed(true);
      notify.error(t('checklists.assignFailed'));
    }
  };

  const count = ticked.size;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="space-y-4 px-5 py-4">
        <div className="text-sm text-slate-600">
          <p className="font-semibold wrap-anywhere text-slate-900">{checklist.name}</p>
          <p>
            {checklist.site
              ? t('checklists.assign.siteIntro', { site: displaySiteName(checklist.site.name) })
              : t('checklists.assign.allSitesIntro')}
          </p>
        </div>
        {users.isPending && <ScreenLoading label={t('checklists.assign.loading')} />}
        {users.isError && (
          <LoadFailed
            message={t('checklists.assign.loadFailed')}
            retrying={users.isFetching}
            onRetry={() => void users.refetch()}
          />
        )}
        {users.data && people.length === 0 && (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
            {t('checklists.assign.nobody')}
          </p>
        )}
        {users.data && people.length > 0 && (
          <>
            {people.length > SEARCH_FROM && (
              <SearchField
                label={t('checklists.assign.search')}
                placeholder={t('checklists.assign.searchPlaceholder')}
                value={search}
                onChange={setSearch}
              />
            )}
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">
                {t('checklists.assign.selected', { count })}
              </legend>
              <ul className="max-h-[50dvh] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
                {shown.map((person) => (
                  <li key={person.id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                      <input
                        type="checkbox"
                        checked={ticked.has(person.id)}
                        onChange={() => toggle(person.id)}
                        disabled={saving}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium wrap-anywhere text-slate-900">
                          {person.name}
                        </span>
                        {person.email && (
                          <span className="block text-xs wrap-anywhere text-slate-500">
                            {person.email}
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        {roleLabel(person.role)}
                      </span>
                    </label>
                  </li>
                ))}
                {shown.length === 0 && (
                  <li className="px-3 py-4 text-center text-sm text-slate-500">
                    {t('checklists.assign.noMatch')}
                  </li>
                )}
              </ul>
            </fieldset>
          </>
        )}
        <FormAlert message={failed ? t('checklists.assignFailed') : null} />
      </div>
      <DialogActions
        submitLabel={t('checklists.assign.save')}
        busy={saving}
        submitDisabled={!users.data}
        onCancel={onDone}
      />
    </form>
  );
}
