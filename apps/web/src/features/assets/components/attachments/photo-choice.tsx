import type { AttachmentTag } from '@cmms/shared/attachments';
import { Camera, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { t } from '../../../../lib/i18n/i18n';
import { PhotoThumb } from './photo-thumb';
import { usePhotoSource } from './use-photo-source';

/** An object URL for a chosen file, revoked when it changes or the form closes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/**
 * One photo chosen in a form (the completion's After photo): the camera on a phone, a preview
 * and Remove once chosen. The form sends it.
 */
export function PhotoChoice({
  label,
  hint,
  tag,
  file,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  tag: AttachmentTag | null;
  file: File | null;
  disabled: boolean;
  onChange(file: File | null): void;
}) {
  const camera = usePhotoSource(onChange, 'after-photo');
  const preview = usePreview(file);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {file ? (
        <div className="flex items-end gap-3">
          <PhotoThumb src={preview} name={file.name} tag={tag} />
          <Button
            variant="secondary"
            disabled={disabled}
            icon={<X className="size-4" aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('attachments.removePhoto')}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          disabled={disabled}
          icon={<Camera className="size-4" aria-hidden />}
          onClick={() => void camera.open()}
        >
          {t('attachments.takeAfterPhoto')}
        </Button>
      )}
      <p className="text-xs text-slate-500">{hint}</p>
      {camera.input}
    </div>
  );
}
