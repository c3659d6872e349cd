import type { SessionUser } from '@cmms/shared/accounts';
import { CalendarDays, Mail, Phone } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';
import { t } from '../../../lib/i18n/i18n';
import { joinedDate } from '../lib/profile-format';

/** Email, contact number and joined date, as a definition list. */
export function ProfileFacts({ user }: { user: SessionUser }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Fact icon={<Mail className="size-4" aria-hidden />} term={t('profile.email')}>
        <a
          href={`mailto:${user.email}`}
          className="inline-flex min-h-11 items-center break-all text-brand-700 hover:underline"
        >
          {user.email}
        </a>
      </Fact>
      <Fact icon={<Phone className="size-4" aria-hidden />} term={t('profile.contactNumber')}>
        {user.mobile ? (
          <a
            href={`tel:${user.mobile}`}
            className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
          >
            {user.mobile}
          </a>
        ) : (
          <span className="text-slate-500">{t('profile.notProvided')}</span>
        )}
      </Fact>
      <Fact icon={<CalendarDays className="size-4" aria-hidden />} term={t('profile.joined')}>
        {joinedDate(user.createdAt)}
      </Fact>
    </dl>
  );
}
