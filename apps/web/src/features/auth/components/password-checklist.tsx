import { passwordRules } from '@cmms/shared/passwords';
import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/**
 * The live checklist of requirements/accounts.md#screens: each rule ticks as it is met. Icon and words say the
 * state, so it never rests on colour alone.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul
      id={id}
      className="grid gap-1 text-sm sm:grid-cols-2"
      aria-label={t('account.passwordRequirements')}
    >
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : X;
        return (
          <li
            key={rule.id}
            className={clsx('flex items-center gap-2', met ? 'text-emerald-800' : 'text-slate-600')}
          >
            <Icon
              className={clsx('size-4 shrink-0', met ? 'text-emerald-700' : 'text-slate-400')}
              aria-hidden
            />
            <span>
              {t(rule.label)}
              <span className="sr-only">
                {' '}
                {met ? t('account.ruleMet') : t('account.ruleNotMet')}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** requirements/accounts.md#screens: whether the confirmation matches, once something has been typed in it. */
export function PasswordMatch({
  id,
  password,
  confirm,
}: {
  id?: string;
  password: string;
  confirm: string;
}) {
  if (confirm === '') return null;
  const matches = password === confirm;
  const Icon = matches ? Check : X;
  return (
    <p
      id={id}
      className={clsx(
        'mt-1.5 flex items-center gap-2 text-sm',
        matches ? 'text-emerald-800' : 'text-red-700',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {matches ? t('account.passwordsMatch') : t('account.passwordsMismatch')}
    </p>
  );
}
