import { PRODUCT_NAME } from '@cmms/shared/product';
import { dashboardPathOf } from '@cmms/shared/route-access';
import { SearchX } from 'lucide-react';
import { CenteredLayout } from '../components/centered-layout';
import { StatusPanel } from '../components/status-panel';
import { ButtonLink } from '../components/ui/button-link';
import { useSession } from '../lib/session';

export function NotFoundPage() {
  const session = useSession();
  return (
    <CenteredLayout wide>
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <StatusPanel
        icon={<SearchX className="size-6" aria-hidden />}
        eyebrow="404"
        title="Page not found"
        actions={
          <ButtonLink to={session ? dashboardPathOf(session.user.role) : '/login'}>
            {session ? 'Go to Dashboard' : 'Back to sign in'}
          </ButtonLink>
        }
      >
        <p>The page you are looking for does not exist or has moved.</p>
      </StatusPanel>
    </CenteredLayout>
  );
}
