import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session';
import { AccountInfoCard } from '../components/account-info-card';
import { AutoLockCard } from '../components/auto-lock-card';
import { PinProtectionCard } from '../components/pin-protection-card';

/** Settings (requirements/accounts.md#screens): PIN, auto-lock and the account's details. */
export function SettingsPage() {
  const user = useSession()?.user;
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader title="Settings">
        <p className="mt-1 text-sm text-slate-600">Security and account preferences.</p>
      </PageHeader>
      <PinProtectionCard hasPin={user.hasPin} />
      <AutoLockCard hasPin={user.hasPin} />
      <AccountInfoCard user={user} />
    </div>
  );
}
