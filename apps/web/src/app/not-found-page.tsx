import { dashboardPathOf } from '@cmms/shared/route-access';
import { SearchX } from 'lucide-react';
import { CenteredLayout } from '../components/centered-layout';
import { PageTitle } from '../components/page-title';
import { StatusPanel } from '../components/status-panel';
import { ButtonLink } from '../components/ui/button-link';
import { t } from '../lib/i18n/i18n';
import { useSession } from '../lib/session';

export function NotFoundPage() {
  const session = useSession();
  return (
    <CenteredLayout wide>
      <PageTitle title={t('shell.pageNotFound')} />
      <StatusPanel
        icon={<SearchX className="size-6" aria-hidden />}
        eyebrow="404"
        title={t('shell.pageNotFound')}
        actions={
          <ButtonLink to={session ? dashboardPathOf(session.user.role) : '/login'}>
            {session ? t('shell.goToDashboard') : t('shell.backToSignIn')}
          </ButtonLink>
        }
      >
        <p>{t('shell.pageMissing')}</p>
      </StatusPanel>
    </CenteredLayout>
  );
}
