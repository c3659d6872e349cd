import type { SessionUser } from '@cmms/shared/accounts';
import { Building2, Mail, ShieldCheck } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';
import { useRoleLabel } from '../../../lib/role-label';
import { useSession } from '../../../lib/session';

/** Site names from both lists the server sends, each once (requirements/sites.md#who-may-do-what merges them the same way). */
function userSites(user: SessionUser): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const site of user.assignedSites ?? []) byId.set(site.id, site.name);
  for (const entry of user.userSites ?? []) byId.set(entry.site.id, entry.site.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The dashboard screen of every role until the dashboards feature registers its own: who is
 * signed in, with which role and sites. It lives inside the shell, which brings the header and
 * the way out (app/shell); RequireAuth guarantees a session.
 */
export function SignedInHomePage() {
  const user = useSession()?.user;
  const role = useRoleLabel(user?.role);
  if (!user) return null;
  const sites = userSites(user);

  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-semibold text-brand-700">{role} dashboard</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance wrap-anywhere text-slate-900 sm:text-3xl">
        Welcome, {user.name}
      </h1>
      <p className="mt-2 max-w-prose text-slate-600">
        You are signed in. Your work orders, assets and reports will appear here as they become
        available.
      </p>

      <section
        aria-labelledby="account-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="account-heading" className="text-base font-semibold text-slate-900">
          Your account
        </h2>
        <dl className="mt-4 grid gap-5 sm:grid-cols-3">
          <Fact icon={<ShieldCheck className="size-5" aria-hidden />} term="Role">
            {role}
          </Fact>
          <Fact icon={<Mail className="size-5" aria-hidden />} term="Email">
            <span className="break-all">{user.email}</span>
          </Fact>
          <Fact icon={<Building2 className="size-5" aria-hidden />} term="Sites">
            {sites.length === 0 ? (
              <span className="text-slate-500">No sites assigned</span>
            ) : (
              <ul className="space-y-0.5">
                {sites.map((site) => (
                  <li key={site.id}>{site.name}</li>
                ))}
              </ul>
            )}
          </Fact>
        </dl>
      </section>
    </div>
  );
}
