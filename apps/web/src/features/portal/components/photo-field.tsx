import { Camera, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';

interface PhotoFieldProps {
  photo: Blob | null;
  /** Resizing the chosen picture. */
  busy: boolean;
  label: string;
  error?: string | undefined;
  inputRef(input: HTMLInputElement | null): void;
  onPick(file: File): void;
  onRemove(): void;
}

/**
 * The optional photo: the camera on a phone (any picture elsewhere), then a thumbnail of what
 * will be sent and a button to remove it. The file input itself is the control (visually
 * hidden, its label drawn as a button), so keyboards and screen readers reach it as a file input.
 */
export function PhotoField({
  photo,
  busy,
  label,
  error,
  inputRef,
  onPick,
  onRemove,
}: PhotoFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const url = usePictureUrl(photo);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      {photo && url ? (
        <div className="flex items-center gap-4">
          <img
            src={url}
            alt={t('portal.photoAlt')}
            className="size-24 shrink-0 rounded-lg border border-slate-200 object-cover"
          />
          <button type="button" className={buttonClass('secondary')} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden />
            {t('portal.photoRemove')}
          </button>
        </div>
      ) : (
        <div>
          <input
            id={id}
            ref={inputRef}
            type="file"
            accept="image/*"
            capture="environment"
            className="peer sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same picture may be chosen again after a removal.
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
          <label
            htmlFor={id}
            className={buttonClass(
              'secondary',
              'w-full cursor-pointer border-dashed py-3 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:w-auto',
            )}
          >
            {busy ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
            ) : (
              <Camera className="size-5" aria-hidden />
            )}
            {busy ? t('portal.photoPreparing') : t('portal.photoAdd')}
          </label>
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** An object URL of the picture while it is shown, revoked after. */
function usePictureUrl(picture: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(picture);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [picture]);
  return url;
}
