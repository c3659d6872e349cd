import { roleLabel } from '../../../lib/role-label';
import type { StaffMember } from '../lib/staff';
import { CallLink } from './call-link';

/** One person of the directory on a narrow screen. */
export function StaffCard({ member, position }: { member: StaffMember; position: number }) {
  return (
    <article className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="w-6 shrink-0 text-xs text-slate-500">{position}.</span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold wrap-anywhere text-slate-900">{member.name}</h2>
        <p className="text-sm text-slate-600">{roleLabel(member.role)}</p>
        <p className="text-sm text-slate-600">{member.mobile || '—'}</p>
      </div>
      <CallLink name={member.name} mobile={member.mobile} />
    </article>
  );
}
