import { lazy } from 'react';
import { screens } from '../app/screens';
import { ASSET_DETAIL, QR_ASSET } from '../lib/route-guard';

// The asset screens (requirements/assets.md#screens, requirements/assets.md#screens), registered with the router's screen table;
// lazy, so only those who open them download them (and the QR code library with them).
screens.assets = lazy(() =>
  import('./assets/pages/assets-page').then((m) => ({ default: m.AssetsPage })),
);
screens[ASSET_DETAIL] = lazy(() =>
  import('./assets/pages/asset-detail-page').then((m) => ({ default: m.AssetDetailPage })),
);
screens[QR_ASSET] = lazy(() =>
  import('./assets/pages/asset-qr-page').then((m) => ({ default: m.AssetQrPage })),
);
