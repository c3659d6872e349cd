import { PRODUCT_NAME } from '@cmms/shared/product';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CenteredLayout } from '../components/centered-layout';
import { StatusPanel } from '../components/status-panel';
import { Button } from '../components/ui/button';
import { clearNetworkErrors } from '../lib/connectivity';
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
      title="Something went wrong"
      actions={
        <>
          <Button onClick={reload}>Try Again</Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearNetworkErrors();
              reload();
            }}
          >
            Clear Network Errors
          </Button>
        </>
      }
    >
      <p>The app could not reach the server. Check your connection, then try again.</p>
    </StatusPanel>
  ) : (
    <StatusPanel
      tone="danger"
      icon={<TriangleAlert className="size-6" aria-hidden />}
      title="Something went wrong"
      actions={<Button onClick={reload}>Reload App</Button>}
    >
      <p>The app ran into an unexpected problem. Reloading usually fixes it.</p>
    </StatusPanel>
  );

  const title = <title>{`Something went wrong · ${PRODUCT_NAME}`}</title>;
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
