import { PageHeader } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { AccountInfoCard } from '../components/account-info-card';
import { AutoLockCard } from '../components/auto-lock-card';
import { LanguageCard } from '../components/language-card';
import { OrganisationLanguageCard } from '../components/organisation-language-card';
import { PinProtectionCard } from '../components/pin-protection-card';
import { PushNotificationsCard } from '../components/push-notifications-card';
import { WeeklySummaryCard } from '../components/weekly-summary-card';
import { maySetOrganisationLanguage } from '../lib/language-choice';

/**
 * Settings (requirements/accounts.md#screens): PIN, auto-lock, the account's details, the
 * language (docs/languages.md), the organisation's too for administrators, push
 * notifications (issue 34), and the weekly summary mail for managers and administrators
 * (issue 36).
 */
export function SettingsPage() {
  const user = useSession()?.user;
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')}>
        <p className="mt-1 text-sm text-slate-600">{t('settings.subtitle')}</p>
      </PageHeader>
      <PinProtectionCard hasPin={user.hasPin} />
      <AutoLockCard hasPin={user.hasPin} />
      <LanguageCard choice={user.language ?? null} />
      {maySetOrganisationLanguage(user.permissions) && <OrganisationLanguageCard />}
      <PushNotificationsCard />
      <WeeklySummaryCard user={user} />
      <AccountInfoCard user={user} />
    </div>
  );
}
