import { accountTexts } from '@cmms/shared/accounts';
import { DoneAndRedirect } from '../../../components/ui/done-and-redirect';

/** requirements/accounts.md#screens, #states: the new account waits for approval; on to /login after 2 seconds. */
const REGISTRATION_REDIRECT_MS = 2_000;

export function RegistrationDone() {
  return (
    <DoneAndRedirect title="Account created" delayMs={REGISTRATION_REDIRECT_MS}>
      {accountTexts.pendingApproval}
    </DoneAndRedirect>
  );
}
