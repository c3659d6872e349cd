import { Suspense } from 'react';
import { ScreenLoading } from '../components/ui/screen-loading';
import { SignedInHomePage } from '../features/auth/public';
import { NotAvailablePage } from './not-available-page';
import { screens } from './screens';

/**
 * The registered screen for `screen` (app/screens.ts, loaded lazily), or an honest 'not available
 * yet' page. The dashboard shows the signed-in home until the dashboards feature registers one.
 */
export function ScreenView({ screen, title }: { screen: string; title: string }) {
  const Screen = screens[screen];
  if (Screen) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    );
  }
  if (screen === 'dashboard') return <SignedInHomePage />;
  return <NotAvailablePage title={title} />;
}
