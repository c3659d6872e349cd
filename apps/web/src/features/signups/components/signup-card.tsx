import type { ManagedUser } from '@cmms/shared/users';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { formats, t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';

export interface SignupCardProps {
  user: ManagedUser;
  roles: string[];
  approving: boolean;
  onApprove(user: ManagedUser, role: string): void;
  onReject(user: ManagedUser): void;
}

const signedUpOn = (iso: string) => formats().dateTime(iso, { dateStyle: 'medium' }) || '—';

/** A pending sign-up: who it is, the role to give (technician by default), Approve and Reject. */
export function SignupCard({ user, roles, approving, onApprove, onReject }: SignupCardProps) {
  const [role, setRole] = useState('technician');
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <h2 className="font-semibold wrap-anywhere text-slate-900">{user.name}</h2>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
        <p className="text-sm text-slate-600">
          {t('signups.contactAndDate', {
            contact: user.mobile || t('signups.noContactNumber'),
            date: signedUpOn(user.createdAt),
          })}
        </p>
      </div>
      <SelectField
        label={t('signups.roleFor', { name: user.name })}
        options={roles.map((value) => ({ value, label: roleLabel(value) }))}
        value={role}
        onChange={(event) => setRole(event.target.value)}
      />
      <div className="mt-auto flex gap-2">
        <Button
          className="flex-1"
          loading={approving}
          icon={<Check className="size-4" aria-hidden />}
          aria-label={t('signups.approveNamed', { name: user.name })}
          onClick={() => onApprove(user, role)}
        >
          {t('signups.approve')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          icon={<X className="size-4" aria-hidden />}
          aria-label={t('signups.rejectNamed', { name: user.name })}
          onClick={() => onReject(user)}
        >
          {t('signups.reject')}
        </Button>
      </div>
    </article>
  );
}
