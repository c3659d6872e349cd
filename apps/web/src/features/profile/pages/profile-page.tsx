import { useId } from 'react';
import { PageHeading } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';
import { useProfile } from '../api/profile';
import { Avatar } from '../components/avatar';
import { BackButton } from '../components/back-button';
import { ProfileFacts } from '../components/profile-facts';
import { ProfileStatus } from '../components/profile-status';
import { RoleBadge } from '../components/role-badge';
import { SiteList } from '../components/site-list';
import { profileSites } from '../lib/profile-format';

/** Profile (requirements/profile-and-help.md#screens): who the user is, how to reach them, and their sites. */
export function ProfilePage() {
  const profile = useProfile();
  const sitesId = useId();
  const { user } = profile;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="flex items-center justify-between gap-3">
        <PageHeading>{t('profile.title')}</PageHeading>
        <BackButton />
      </div>
      {!user ? (
        <ProfileStatus {...profile} />
      ) : (
        <>
          <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="h-20 bg-linear-to-r rtl:bg-linear-to-l from-brand-700 to-brand-500" />
            <div className="-mt-12 flex flex-col items-center gap-3 px-5 pb-6 text-center sm:flex-row sm:items-end sm:text-start">
              <Avatar name={user.name} picture={user.picture} />
              <div className="min-w-0 sm:pb-1">
                <h2 className="text-xl font-bold wrap-anywhere text-slate-900">{user.name}</h2>
                <div className="mt-1.5">
                  <RoleBadge role={user.role} />
                </div>
              </div>
            </div>
            <div className="border-t border-slate-100 px-5 py-5">
              <ProfileFacts user={user} />
            </div>
          </section>
          <section
            aria-labelledby={sitesId}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id={sitesId} className="mb-4 text-base font-semibold text-slate-900">
              {t('profile.assignedSites')}
            </h2>
            <SiteList sites={profileSites(user)} />
          </section>
        </>
      )}
    </div>
  );
}
