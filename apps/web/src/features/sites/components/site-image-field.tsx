import { SITE_IMAGE_MAX_BYTES } from '@cmms/shared/sites';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { cameraDeniedText, takeNativePhoto } from '../../../lib/native/camera';
import { nativePlatform } from '../../../lib/native/platform';
import { IMAGE_MAX_SIDE, resizeImage } from '../lib/resize-image';

// A data URL is base64: 4 characters for every 3 bytes.
const MAX_DATA_URL_CHARS = Math.ceil((SITE_IMAGE_MAX_BYTES * 4) / 3);

export interface SiteImageFieldProps {
  /** The picture now: a data URL, or null for none. */
  value: string | null;
  onChange(value: string | null): void;
  error?: string | undefined;
}

/** requirements/sites.md#validation: any image type, shrunk in the browser to a JPEG under 1 MB; a preview and Remove. */
export function SiteImageField({ value, onChange, error }: SiteImageFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [localError, setLocalError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const shown = localError ?? error;
  // Inside the native app the camera takes the picture directly (requirements/sites.md#limits: quality 90).
  const [hasCamera] = useState(() => nativePlatform() !== null);

  function accept(dataUrl: string) {
    if (dataUrl.length > MAX_DATA_URL_CHARS) setLocalError(t('sites.imageSize'));
    else onChange(dataUrl);
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setWorking(true);
    setLocalError(null);
    try {
      accept(await resizeImage(file));
    } catch {
      setLocalError(t('sites.imageUnreadable'));
    } finally {
      setWorking(false);
    }
  }

  async function takePhoto() {
    setWorking(true);
    setLocalError(null);
    try {
      const photo = await takeNativePhoto(IMAGE_MAX_SIDE);
      if (photo.status === 'taken') accept(photo.dataUrl);
      else if (photo.status === 'denied') setLocalError(cameraDeniedText());
      else if (photo.status === 'failed') setLocalError(t('sites.photoFailed'));
    } catch {
      setLocalError(t('sites.photoFailed'));
    } finally {
      setWorking(false);
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('sites.fieldImage')}
      </label>
      {value && (
        <div className="mb-3 flex items-center gap-3">
          <img
            src={value}
            alt={t('sites.imagePreview')}
            className="size-24 rounded-lg border border-slate-200 object-cover"
          />
          <Button
            variant="secondary"
            icon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('sites.imageRemove')}
          </Button>
        </div>
      )}
      <div className="flex items-center gap-2">
        <ImagePlus className="size-5 shrink-0 text-slate-500" aria-hidden />
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={working}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="block min-h-11 w-full min-w-0 text-sm text-slate-700 file:me-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
      </div>
      {hasCamera && (
        <Button
          variant="secondary"
          className="mt-2"
          icon={<Camera className="size-4" aria-hidden />}
          disabled={working}
          onClick={() => void takePhoto()}
        >
          {t('sites.takePhoto')}
        </Button>
      )}
      {shown && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
