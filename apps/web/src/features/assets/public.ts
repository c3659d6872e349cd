// What other features and the shell may use of assets; everything else in this folder is its own.
export { ASSET_OPTIONS_LIMIT, type AssetOption, useAssetOptions, useAssignees } from './api/assets';
export { AssetStatusBadge } from './components/asset-status-badge';
export { assetStatusLook } from './lib/asset-status';
export { keepAssetsOffline } from './lib/offline-warmup';
