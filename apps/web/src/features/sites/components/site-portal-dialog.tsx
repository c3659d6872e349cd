import { PORTAL_FIELDS, type SitePortal } from '@cmms/shared/requests';
import { clsx } from 'clsx';
import { Copy, FileDown, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { inputClass } from '../../../components/ui/text-field';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { webAppBaseUrl } from '../../../lib/server-url';
import { notify } from '../../../lib/toast';
import { downloadPoster, useChangeSitePortal, useSitePortal } from '../api/site-portal';
import {
  PORTAL_FIELD_LABELS,
  portalUrlOf,
  posterFileName,
  toggledFields,
} from '../lib/portal-settings';
import type { SiteView } from '../lib/site-view';
import { UntriagedHoursForm } from './untriaged-hours-form';

/** Copies the link; where the clipboard is refused (an old browser, no permission) it says so. */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t('sites.portalLinkCopied'));
  } catch {
    notify.error(t('sites.portalCopyFailed'));
  }
}

function PortalSettings({
  site,
  portal: saved,
  onDone,
}: {
  site: SiteView;
  portal: SitePortal;
  onDone(): void;
}) {
  const ids = useId();
  const { save, rotate } = useChangeSitePortal(site.id);
  // With a switch or a tick on its way shown already (lib/instant-save).
  const portal = save.shown(saved);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const url = portalUrlOf(portal.path, webAppBaseUrl());
  const busy = save.isPending || rotate.isPending;

  const change = (body: Parameters<typeof save.save>[0]) =>
    save.save(body, {
      onSuccess: () => notify.success(t('sites.portalSaved')),
      onError: (error) => notify.error(serverReasonOr(error, t('sites.portalSaveFailed'))),
    });
  const makeNewLink = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('sites.portalRotated'));
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(serverReasonOr(error, t('sites.portalRotateFailed')));
      },
    });
  const poster = async () => {
    setDownloading(true);
    try {
      await downloadPoster(site.id, posterFileName(site.displayName));
    } catch (error) {
      notify.error(serverReasonOr(error, t('sites.portalPosterFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <div className="space-y-5 px-5 py-4">
        <p className="text-sm text-slate-600">{t('sites.portalExplained')}</p>
        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
          <span className="min-w-0">
            <span id={`${ids}-enabled`} className="block text-sm font-semibold text-slate-900">
              {t('sites.portalEnabled')}
            </span>
            <span id={`${ids}-state`} className="block text-sm text-slate-600">
              {portal.enabled ? t('sites.portalOnHint') : t('sites.portalOffHint')}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={portal.enabled}
            aria-checked={portal.enabled}
            disabled={busy}
            aria-labelledby={`${ids}-enabled`}
            aria-describedby={`${ids}-state`}
            onChange={(event) => change({ enabled: event.currentTarget.checked })}
            className="peer sr-only"
          />
          {/* The switch as it is seen; the checkbox above is what is operated and heard. */}
          <span
            aria-hidden
            className={clsx(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors peer-disabled:opacity-60',
              portal.enabled ? 'bg-brand-700' : 'bg-slate-300',
            )}
          >
            <span
              className={clsx(
                'absolute size-5 rounded-full bg-white shadow transition-[inset-inline-start]',
                portal.enabled ? 'start-6' : 'start-1',
              )}
            />
          </span>
        </label>

        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            {t('sites.portalRequired')}
          </legend>
          <p className="mb-2 text-sm text-slate-600">{t('sites.portalRequiredHint')}</p>
          <ul className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
            {PORTAL_FIELDS.map((field) => (
              <li key={field}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 rounded border-slate-300 accent-brand-700"
                    checked={portal.required.includes(field)}
                    disabled={busy}
                    onChange={(event) =>
                      change({
                        required: toggledFields(
                          portal.required,
                          field,
                          event.currentTarget.checked,
                        ),
                      })
                    }
                  />
                  {t(PORTAL_FIELD_LABELS[field])}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <UntriagedHoursForm
          saved={portal.untriagedHours}
          disabled={busy}
          save={async (untriagedHours) => {
            await save.saveAsync({ untriagedHours });
            notify.success(t('sites.portalSaved'));
          }}
        />

        <div>
          <label
            htmlFor={`${ids}-link`}
            className="mb-1.5 block text-sm font-semibold text-slate-900"
          >
            {t('sites.portalLink')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-link`}
              readOnly
              dir="ltr"
              value={url}
              aria-describedby={`${ids}-link-hint`}
              onFocus={(event) => event.currentTarget.select()}
              className={clsx(inputClass, 'min-w-0 border-slate-300 font-mono text-sm')}
            />
            <Button
              variant="secondary"
              icon={<Copy className="size-4" aria-hidden />}
              onClick={() => void copyText(url)}
            >
              {t('sites.portalCopy')}
            </Button>
          </div>
          <p id={`${ids}-link-hint`} className="mt-1.5 text-sm text-slate-600">
            {portal.enabled ? t('sites.portalLinkHint') : t('sites.portalLinkOff')}
          </p>
        </div>
      </div>
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            icon={<FileDown className="size-4" aria-hidden />}
            loading={downloading}
            onClick={() => void poster()}
          >
            {t('sites.portalPoster')}
          </Button>
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4 text-red-700" aria-hidden />}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('sites.portalRotate')}
          </Button>
        </div>
        <Button variant="secondary" onClick={onDone}>
          {t('common.close')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('sites.portalRotateTitle')}
        description={t('sites.portalRotateQuestion')}
        confirmLabel={t('sites.portalRotateConfirm')}
        tone="danger"
        busy={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={makeNewLink}
      />
    </>
  );
}

function PortalBody({ site, onDone }: { site: SiteView; onDone(): void }) {
  const portal = useSitePortal(site.id);
  if (portal.isPending) return <ScreenLoading label={t('sites.portalLoading')} />;
  if (portal.isError) {
    return (
      <div className="px-5 py-4">
        <LoadFailed
          message={serverReasonOr(portal.error, t('sites.portalLoadFailed'))}
          retrying={portal.isFetching}
          onRetry={() => void portal.refetch()}
        />
      </div>
    );
  }
  return <PortalSettings site={site} portal={portal.data} onDone={onDone} />;
}

/**
 * A site's request portal (issue 35), for administrators: whether its link takes requests, which
 * fields the form requires, the link to share with its copy, a new link (the old one, and the
 * posters printed with it, stop working), and the poster to print.
 */
export function SitePortalDialog({ site, onClose }: { site: SiteView | null; onClose(): void }) {
  return (
    <FormDialog
      open={site !== null}
      title={site ? t('sites.portalTitle', { name: site.displayName }) : ''}
      onClose={onClose}
    >
      {site && <PortalBody key={site.id} site={site} onDone={onClose} />}
    </FormDialog>
  );
}
