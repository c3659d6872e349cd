// What other features and the shell may use of assets; everything else in this folder is its own.
export { ASSET_OPTIONS_LIMIT, useAssetOptions, useAssignees } from './api/assets';
export { assetStatusLook } from './lib/asset-status';
export { keepAssetsOffline } from './lib/offline-warmup';
