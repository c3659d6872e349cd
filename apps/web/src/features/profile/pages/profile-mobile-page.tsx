import { Building2, CalendarDays, Mail, Phone } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import { useProfile } from '../api/profile';
import { Avatar } from '../components/avatar';
import { BackButton } from '../components/back-button';
import { FactLine } from '../components/fact-line';
import { ProfileStatus } from '../components/profile-status';
import { RoleBadge } from '../components/role-badge';
import { joinedDate, profileSites, siteNames } from '../lib/profile-format';

/** The compact profile for phones: one card, one line per fact (requirements/product.md#screens profile-mobile). */
export function ProfileMobilePage() {
  const profile = useProfile();
  const { user } = profile;

  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900">{t('profile.title')}</h1>
        <BackButton />
      </div>
      {!user ? (
        <ProfileStatus {...profile} />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="flex items-center gap-4 bg-linear-to-r rtl:bg-linear-to-l from-brand-700 to-brand-500 p-4 text-white">
            <Avatar name={user.name} picture={user.picture} size="md" />
            <div className="min-w-0">
              <h2 className="text-lg font-bold wrap-anywhere">{user.name}</h2>
              <div className="mt-1">
                <RoleBadge role={user.role} />
              </div>
            </div>
          </div>
          <ul className="divide-y divide-slate-100">
            <FactLine icon={<Mail className="size-4" aria-hidden />} label={t('profile.email')}>
              <span className="break-all">{user.email}</span>
            </FactLine>
            <FactLine
              icon={<Phone className="size-4" aria-hidden />}
              label={t('profile.contactNumber')}
            >
              {user.mobile ? (
                <a
                  href={`tel:${user.mobile}`}
                  className="inline-flex min-h-11 items-center text-brand-700"
                >
                  {user.mobile}
                </a>
              ) : (
                t('profile.notProvided')
              )}
            </FactLine>
            <FactLine
              icon={<CalendarDays className="size-4" aria-hidden />}
              label={t('profile.joined')}
            >
              {joinedDate(user.createdAt)}
            </FactLine>
            <FactLine
              icon={<Building2 className="size-4" aria-hidden />}
              label={t('profile.assignedSites')}
            >
              {siteNames(profileSites(user)) || t('profile.noSites')}
            </FactLine>
          </ul>
        </div>
      )}
    </div>
  );
}
