import { PUSH_KINDS } from '@cmms/shared/push';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';
import { failureText } from '../api/pin-settings';
import { type usePushSettings, useSavePushKinds } from '../api/push-settings';
import { PUSH_KIND_TEXTS, toggledKinds } from '../lib/push-kinds';

/**
 * Which notifications are pushed (issue 34), one box per kind, each saved as it is ticked. The
 * choice is the user's, on the server: every device they use, the native app's too, follows it.
 */
export function PushKindsField({ settings }: { settings: ReturnType<typeof usePushSettings> }) {
  const ids = useId();
  const save = useSavePushKinds();

  if (settings.isPending) {
    return <p className="text-sm text-slate-500">{t('settings.pushKindsLoading')}</p>;
  }
  if (settings.isError) {
    return (
      <div className="space-y-4">
        <FormAlert message={failureText('settings.pushKindsLoadFailed', settings.error)} />
        <Button
          variant="secondary"
          loading={settings.isFetching}
          onClick={() => void settings.refetch()}
        >
          {t('settings.retry')}
        </Button>
      </div>
    );
  }
  // With a tick on its way shown already (lib/instant-save).
  const { kinds } = save.shown(settings.data);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {t('settings.pushKindsLegend')}
      </legend>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {PUSH_KINDS.map((kind) => {
          const [label, hint] = PUSH_KIND_TEXTS[kind];
          const hintId = `${ids}-${kind}`;
          return (
            <li key={kind}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-brand-600">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-none"
                  checked={kinds.includes(kind)}
                  aria-describedby={hintId}
                  onChange={(event) =>
                    save.save(toggledKinds(kinds, kind, event.currentTarget.checked))
                  }
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{t(label)}</span>
                  <span id={hintId} className="block text-sm text-slate-600">
                    {t(hint)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
