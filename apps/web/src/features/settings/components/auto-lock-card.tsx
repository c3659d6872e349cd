import { Lock, Timer } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import {
  AUTO_LOCK_CHOICES,
  lockNow,
  saveAutoLockMinutes,
  useAutoLockMinutes,
} from '../../app-lock/public';
import { SettingsCard } from './settings-card';

/** 'Auto-lock settings' (requirements/accounts.md#screens): 1, 5, 10 or 30 minutes, 5 by default. */
export function AutoLockCard({ hasPin }: { hasPin: boolean }) {
  const minutes = useAutoLockMinutes();
  const id = useId();

  return (
    <SettingsCard
      id={id}
      icon={<Timer className="size-5" aria-hidden />}
      title={t('settings.autoLockTitle')}
      description={hasPin ? t('settings.autoLockDescription') : t('settings.autoLockNeedsPin')}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t('settings.lockAfter')}
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {AUTO_LOCK_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="auto-lock"
                value={choice}
                checked={minutes === choice}
                onChange={() => saveAutoLockMinutes(choice)}
                className="size-4 accent-brand-700 focus-visible:outline-none"
              />
              {t('settings.minutes', { count: choice })}
            </label>
          ))}
        </div>
      </fieldset>
      {hasPin && (
        <Button
          variant="secondary"
          className="mt-5"
          icon={<Lock className="size-4" aria-hidden />}
          onClick={lockNow}
        >
          {t('settings.lockNow')}
        </Button>
      )}
    </SettingsCard>
  );
}
