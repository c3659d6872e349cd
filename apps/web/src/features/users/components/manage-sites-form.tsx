import type { ManagedUser } from '@cmms/shared/users';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { useMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { displaySiteName, useSiteOptions } from '../../sites/public';
import { useAssignSites, useUserSites } from '../api/users';

/** Manage Sites (requirements/users-and-roles.md#screens): a checkbox per site, saved as the user's whole list. */
export function ManageSitesForm({ user, onDone }: { user: ManagedUser; onDone(): void }) {
  const adminId = useMe();
  const sites = useSiteOptions(adminId);
  const current = useUserSites(user.id);
  const assign = useAssignSites();
  // null until the user's sites arrive; then the boxes the admin has ticked.
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const checked = picked ?? new Set(current.data?.map((site) => site.id));

  const toggle = (id: string) => {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { id: user.id, siteIds: [...checked] },
      {
        onSuccess: () => {
          notify.success(t('users.assigned'));
          onDone();
        },
      },
    );
  };

  const loadError = sites.isError
    ? t('users.loadSitesFor', { name: user.name })
    : current.isError
      ? t('users.loadUserSites')
      : null;
  const ready = sites.data && current.data;

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">{t('users.sitesOf', { name: user.name })}</p>
        {loadError && <FormAlert message={loadError} />}
        {!ready && !loadError && <ScreenLoading label={t('users.loadingSites')} />}
        {ready && sites.data.length === 0 && (
          <p className="text-sm text-slate-500">{t('users.noSites')}</p>
        )}
        {ready && (
          <fieldset>
            <legend className="sr-only">{t('users.sitesLegend')}</legend>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {sites.data.map((site) => (
                <li key={site.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={checked.has(site.id)}
                      onChange={() => toggle(site.id)}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 wrap-anywhere">{displaySiteName(site.name)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FormAlert
          message={assign.error ? serverReasonOr(assign.error, t('users.assignFailed')) : null}
        />
      </div>
      <DialogActions
        submitLabel={t('users.saveAssignments')}
        busy={assign.isPending}
        submitDisabled={!ready}
        onCancel={onDone}
      />
    </form>
  );
}
