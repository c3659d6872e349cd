import { TriangleAlert, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CenteredLayout } from '../components/centered-layout';
import { PageTitle } from '../components/page-title';
import { StatusPanel } from '../components/status-panel';
import { Button } from '../components/ui/button';
import { clearNetworkErrors } from '../lib/connectivity';
import { t } from '../lib/i18n/i18n';
import { hasNetworkErrorFlag, isNetworkTrouble } from '../lib/network-trouble';

const reload = () => window.location.reload();

/**
 * requirements/product.md#screens: the screen shown when rendering a page fails. When the network is to blame it
 * offers Try Again and Clear Network Errors (which lifts the stored 30 s block) instead.
 * `inShell`: shown inside the signed-in shell, which keeps its navigation.
 */
export function ErrorPage({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const network = isNetworkTrouble(error) || hasNetworkErrorFlag();

  const panel = network ? (
    <StatusPanel
      tone="danger"
      icon={<WifiOff className="size-6" aria-hidden />}
      title={t('shell.somethingWentWrong')}
      actions={
        <>
          <Button onClick={reload}>{t('shell.tryAgain')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearNetworkErrors();
              reload();
            }}
          >
            {t('shell.clearNetworkErrors')}
          </Button>
        </>
      }
    >
      <p>{t('shell.cannotReachServer')}</p>
    </StatusPanel>
  ) : (
    <StatusPanel
      tone="danger"
      icon={<TriangleAlert className="size-6" aria-hidden />}
      title={t('shell.somethingWentWrong')}
      actions={<Button onClick={reload}>{t('shell.reloadApp')}</Button>}
    >
      <p>{t('shell.unexpectedProblem')}</p>
    </StatusPanel>
  );

  const title = <PageTitle title={t('shell.somethingWentWrong')} />;
  if (inShell) {
    return (
      <>
        {title}
        {panel}
      </>
    );
  }
  return (
    <CenteredLayout wide>
      {title}
      {panel}
    </CenteredLayout>
  );
}
