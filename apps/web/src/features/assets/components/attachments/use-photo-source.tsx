import { useRef, useState } from 'react';
import { t } from '../../../../lib/i18n/i18n';
import { cameraDeniedText, takeNativePhotoFile } from '../../../../lib/native/camera';
import { nativePlatform } from '../../../../lib/native/platform';
import { notify } from '../../../../lib/toast';
import { PHOTO_MAX_SIDE } from '../../lib/photo-resize';

/**
 * Where a photo comes from (issue 33): inside the native app its camera, through the Capacitor
 * plugin (the web view's file input would offer a chooser first); in a browser the page's file
 * input, which a phone opens on its camera (capture="environment"). A refusal says so. `input`
 * is that hidden input, to render once; `name` marks it for the journeys.
 */
export function usePhotoSource(onPhoto: (file: File) => void, name: string) {
  const ref = useRef<HTMLInputElement>(null);
  const [native] = useState(() => nativePlatform() !== null);
  const open = async () => {
    if (!native) {
      ref.current?.click();
      return;
    }
    const photo = await takeNativePhotoFile(PHOTO_MAX_SIDE);
    if (photo.status === 'taken') onPhoto(photo.file);
    else if (photo.status === 'denied') notify.error(cameraDeniedText());
    else if (photo.status === 'failed') notify.error(t('attachments.cameraFailed'));
  };
  const input = (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      capture="environment"
      hidden
      data-attachment-input={name}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Emptied, so choosing the same photo again is still a change.
        event.target.value = '';
        if (file) onPhoto(file);
      }}
    />
  );
  return { open, input };
}
