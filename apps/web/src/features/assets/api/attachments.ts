import { type Attachment, attachmentPaths, DEFAULT_UPLOAD_MAX_MB } from '@cmms/shared/attachments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { KeptFilesFullError, offlineQueue } from '../../../lib/offline';
import { useMe } from '../../../lib/session';
import { useAuthConfig } from '../../auth/public';
import {
  type AttachmentDetails,
  type AttachmentTarget,
  prepareUpload,
  UploadProblem,
} from '../lib/attachment-upload';
import { useAssetHistoryRefresh } from './asset-history';

// Under the assets' root: the phone keeps it with the rest of the family (docs/offline.md).
const assetAttachmentsKey = (userId: string, assetId: string) =>
  ['assets', userId, 'attachments', assetId] as const;

/** GET /assets/{id}/attachments: newest first. */
const assetAttachmentsQuery = (userId: string, assetId: string) =>
  queryOptions({
    queryKey: assetAttachmentsKey(userId, assetId),
    queryFn: ({ signal }) =>
      apiRequest<Attachment[]>('GET', attachmentPaths.ofAsset(assetId), { signal }),
  });

export function useAssetAttachments(assetId: string) {
  const userId = useMe();
  return useQuery({ ...assetAttachmentsQuery(userId, assetId), enabled: userId !== '' });
}

/** After an asset's file was added or deleted: its list again, and its history's warranty. */
export function useAssetAttachmentsRefresh(assetId: string) {
  const queryClient = useQueryClient();
  const userId = useMe();
  const refreshHistory = useAssetHistoryRefresh(assetId);
  return () => {
    void queryClient.invalidateQueries({ queryKey: assetAttachmentsKey(userId, assetId) });
    refreshHistory();
  };
}

/** The server's limit (UPLOAD_MAX_MB), so a file over it never waits in the queue to be refused. */
export const useUploadLimitMb = () => useAuthConfig()?.uploadMaxMb ?? DEFAULT_UPLOAD_MAX_MB;

export type UploadInput = AttachmentDetails & { file: File };

/**
 * Adds a photo or document through the offline queue (lib/offline): resized and checked on the
 * device, sent at once when it can be, else kept with its bytes and its idempotency key.
 * `onSent` refreshes what shows the target's files, once the server has one.
 */
export function useUploadAttachment(target: AttachmentTarget, onSent: () => void) {
  const maxMb = useUploadLimitMb();
  return useMutation({
    // The queue decides when to send; TanStack would hold the call while offline.
    networkMode: 'always',
    mutationFn: async ({ file, ...details }: UploadInput) => {
      const { draft, blob } = await prepareUpload(target, file, details, maxMb);
      return offlineQueue.sendOrQueue<Attachment>(draft, blob);
    },
    onSuccess: (result) => {
      if (!result.queued) onSent();
    },
  });
}

/** What went wrong with an upload, as the person reads it: the server's words when it gave some. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof UploadProblem || error instanceof KeptFilesFullError) return error.message;
  if (error instanceof ApiError && error.fieldErrors.file) return error.fieldErrors.file;
  return serverReasonOr(error, t('attachments.uploadFailed'));
}

/**
 * DELETE /attachments/{id}, or the path `pathOf` gives (a checklist cell's photo is removed
 * through its checklist): needs the connection (the queue keeps only additions).
 */
export function useDeleteAttachment(
  onDeleted: () => void,
  pathOf: (id: string) => string = attachmentPaths.one,
) {
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>('DELETE', pathOf(id)),
    onSuccess: onDeleted,
  });
}
