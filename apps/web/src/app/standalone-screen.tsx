import { Suspense } from 'react';
import { CenteredLayout } from '../components/centered-layout';
import { PageTitle } from '../components/page-title';
import { ScreenLoading } from '../components/ui/screen-loading';
import { screenTitle } from '../lib/screen-titles';
import { NotAvailablePage } from './not-available-page';
import { screens } from './screens';

/** A page outside the shell (the QR landing, the API debug page): its screen, or 'not available'. */
export function StandaloneScreen({ screen }: { screen: string }) {
  const title = screenTitle(screen);
  const Screen = screens[screen];
  return (
    <>
      <PageTitle title={title} />
      {Screen ? (
        <Suspense fallback={<ScreenLoading />}>
          <Screen />
        </Suspense>
      ) : (
        <CenteredLayout wide>
          <NotAvailablePage title={title} />
        </CenteredLayout>
      )}
    </>
  );
}
