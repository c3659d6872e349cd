import { dashboardPathOf } from '@cmms/shared/route-access';
import { Construction } from 'lucide-react';
import { StatusPanel } from '../components/status-panel';
import { ButtonLink } from '../components/ui/button-link';
import { useSession } from '../lib/session';

/**
 * A route whose screen is not built yet (app/screens.ts has no entry): the route exists and is
 * guarded, and says so plainly instead of showing an empty page.
 */
export function NotAvailablePage({ title }: { title: string }) {
  const session = useSession();
  return (
    <StatusPanel
      tone="neutral"
      icon={<Construction className="size-6" aria-hidden />}
      eyebrow="Not available yet"
      title={title}
      actions={
        <ButtonLink
          to={session ? dashboardPathOf(session.user.role) : '/login'}
          variant="secondary"
        >
          {session ? 'Go to Dashboard' : 'Go to sign in'}
        </ButtonLink>
      }
    >
      <p>This screen is not available yet. It will appear here as soon as it is ready.</p>
    </StatusPanel>
  );
}
