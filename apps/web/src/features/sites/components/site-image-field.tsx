import { SITE_IMAGE_MAX_BYTES, siteImageTexts } from '@cmms/shared/sites';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CAMERA_DENIED_TEXT, takeNativePhoto } from '../../../lib/native/camera';
import { nativePlatform } from '../../../lib/native/platform';
import { IMAGE_MAX_SIDE, resizeImage } from '../lib/resize-image';

// Ours: the spec does not word a picture the browser cannot read, or a camera that failed.
const UNREADABLE_IMAGE = 'This file could not be read as a picture. Please choose another.';
const PHOTO_FAILED = 'The photo could not be taken. Please try again.';
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
    if (dataUrl.length > MAX_DATA_URL_CHARS) setLocalError(siteImageTexts.size);
    else onChange(dataUrl);
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setWorking(true);
    setLocalError(null);
    try {
      accept(await resizeImage(file));
    } catch {
      setLocalError(UNREADABLE_IMAGE);
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
      else if (photo.status === 'denied') setLocalError(CAMERA_DENIED_TEXT);
      else if (photo.status === 'failed') setLocalError(PHOTO_FAILED);
    } catch {
      setLocalError(PHOTO_FAILED);
    } finally {
      setWorking(false);
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Site image
      </label>
      {value && (
        <div className="mb-3 flex items-center gap-3">
          <img
            src={value}
            alt="Site preview"
            className="size-24 rounded-lg border border-slate-200 object-cover"
          />
          <Button
            variant="secondary"
            icon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => onChange(null)}
          >
            Remove
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
          Take Photo
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
