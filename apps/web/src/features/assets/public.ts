// What other features and the shell may use of assets; everything else in this folder is its own.
export { ASSET_OPTIONS_LIMIT, useAssetOptions, useAssignees } from './api/assets';
// Photos and documents (issue 33): the work order's record and a checklist cell's photos show
// them with the same pieces.
export { uploadErrorText, useUploadAttachment } from './api/attachments';
export { useAttachmentActions } from './components/attachments/attachment-actions';
export { AttachmentItem } from './components/attachments/attachment-item';
export { AttachmentPicker } from './components/attachments/attachment-picker';
export { PhotoChoice } from './components/attachments/photo-choice';
export { usePhotoSource } from './components/attachments/use-photo-source';
export { WaitingAttachment } from './components/attachments/waiting-attachment';
export { assetStatusLook } from './lib/asset-status';
export { keepAssetsOffline } from './lib/offline-warmup';
