import { clsx } from 'clsx';
import { t } from '../../../lib/i18n/i18n';

/** The Approved column: Approved, or Pending for a sign-up not yet approved (requirements/users-and-roles.md#states). */
export function ApprovedBadge({ approved }: { approved: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        approved ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
      )}
    >
      {approved ? t('users.approved') : t('users.pending')}
    </span>
  );
}
