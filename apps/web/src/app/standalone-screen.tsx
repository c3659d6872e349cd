import { PageTitle } from '../components/page-title';
import { screenTitle } from '../lib/screen-titles';
import { ScreenView } from './screen-view';
import type { StandalonePageKey } from './screens';

/** A page outside the shell (the QR landing, the API debug page), with its tab title. */
export function StandaloneScreen({ screen }: { screen: StandalonePageKey }) {
  return (
    <>
      <PageTitle title={screenTitle(screen)} />
      <ScreenView screen={screen} />
    </>
  );
}
