import type { ManagedUser } from '@cmms/shared/users';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { roleLabel } from '../../../lib/role-label';

export interface SignupCardProps {
  user: ManagedUser;
  roles: string[];
  approving: boolean;
  onApprove(user: ManagedUser, role: string): void;
  onReject(user: ManagedUser): void;
}

const signedUpOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
};

/** A pending sign-up: who it is, the role to give (technician by default), Approve and Reject. */
export function SignupCard({ user, roles, approving, onApprove, onReject }: SignupCardProps) {
  const [role, setRole] = useState('technician');
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <h2 className="font-semibold wrap-anywhere text-slate-900">{user.name}</h2>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
        <p className="text-sm text-slate-600">
          {user.mobile || 'No contact number'} · Signed up {signedUpOn(user.createdAt)}
        </p>
      </div>
      <SelectField
        label={`Role for ${user.name}`}
        options={roles.map((value) => ({ value, label: roleLabel(value) }))}
        value={role}
        onChange={(event) => setRole(event.target.value)}
      />
      <div className="mt-auto flex gap-2">
        <Button
          className="flex-1"
          loading={approving}
          icon={<Check className="size-4" aria-hidden />}
          aria-label={`Approve ${user.name}`}
          onClick={() => onApprove(user, role)}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          icon={<X className="size-4" aria-hidden />}
          aria-label={`Reject ${user.name}`}
          onClick={() => onReject(user)}
        >
          Reject
        </Button>
      </div>
    </article>
  );
}
