import { Suspense } from 'react';
import { ScreenLoading } from '../components/ui/screen-loading';
import { type PageKey, screens } from './screens';

/** The page of `screen` from the screen table (app/screens.ts), loaded on first use. */
export function ScreenView({ screen }: { screen: PageKey }) {
  const Screen = screens[screen];
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
