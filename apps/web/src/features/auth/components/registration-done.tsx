import { DoneAndRedirect } from '../../../components/ui/done-and-redirect';
import { t } from '../../../lib/i18n/i18n';

/** requirements/accounts.md#screens, #states: the new account waits for approval; on to /login after 2 seconds. */
const REGISTRATION_REDIRECT_MS = 2_000;

export function RegistrationDone() {
  return (
    <DoneAndRedirect title={t('account.accountCreated')} delayMs={REGISTRATION_REDIRECT_MS}>
      {t('account.pendingApproval')}
    </DoneAndRedirect>
  );
}
