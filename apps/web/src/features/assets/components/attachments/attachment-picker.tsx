import { ACCEPT_ATTRIBUTE, type AttachmentTag, isPhotoType } from '@cmms/shared/attachments';
import { clsx } from 'clsx';
import { Camera, Paperclip } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { t } from '../../../../lib/i18n/i18n';
import { notify } from '../../../../lib/toast';
import { uploadErrorText, useUploadAttachment } from '../../api/attachments';
import type { AttachmentTarget } from '../../lib/attachment-upload';

const TAG_CHOICES = [
  { value: null, label: 'attachments.tagNone' },
  { value: 'before', label: 'attachments.tagBefore' },
  { value: 'after', label: 'attachments.tagAfter' },
] as const;

/**
 * The photo's tag: None, Before or After, as a row of radio buttons. It stays for the next
 * photo: the before photos of a job are taken one after another.
 */
function TagChoice({
  value,
  disabled,
  onChange,
}: {
  value: AttachmentTag | null;
  disabled: boolean;
  onChange(tag: AttachmentTag | null): void;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {t('attachments.photoTag')}
      </legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {TAG_CHOICES.map((choice) => (
          <label
            key={choice.label}
            className={clsx(
              'inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === choice.value
                ? 'bg-brand-700 text-white'
                : 'text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {t(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Add photo (the camera, on a phone) and Attach file (a document, or a photo from the phone),
 * with the photo's Before/After tag. Works offline: the file waits on the device.
 */
export function AttachmentPicker({ target, onSent }: { target: AttachmentTarget; onSent(): void }) {
  const upload = useUploadAttachment(target, onSent);
  const [tag, setTag] = useState<AttachmentTag | null>(null);
  const [using, setUsing] = useState<'photo' | 'file'>('photo');
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again is still a change.
    event.target.value = '';
    if (!file) return;
    const photo = isPhotoType(file.type);
    upload.mutate(
      { file, tag: photo ? tag : null },
      {
        onSuccess: (result) => {
          if (result.queued) notify.info(t('offline.keptOnDevice'));
          else notify.success(photo ? t('attachments.photoAdded') : t('attachments.fileAdded'));
        },
        onError: (error) => notify.error(uploadErrorText(error)),
      },
    );
  };
  const open = (which: 'photo' | 'file') => {
    setUsing(which);
    (which === 'photo' ? photoInput : fileInput).current?.click();
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <TagChoice value={tag} disabled={upload.isPending} onChange={setTag} />
      <div className="flex flex-wrap gap-2">
        <Button
          icon={<Camera className="size-4" aria-hidden />}
          loading={upload.isPending && using === 'photo'}
          disabled={upload.isPending}
          onClick={() => open('photo')}
        >
          {t('attachments.addPhoto')}
        </Button>
        <Button
          variant="secondary"
          icon={<Paperclip className="size-4" aria-hidden />}
          loading={upload.isPending && using === 'file'}
          disabled={upload.isPending}
          onClick={() => open('file')}
        >
          {t('attachments.attachFile')}
        </Button>
      </div>
      {/* The buttons open these: a phone offers its camera for the first, its files for the
          second; a desktop opens its file chooser for both. */}
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-attachment-input="photo"
        onChange={choose}
      />
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        data-attachment-input="file"
        onChange={choose}
      />
    </div>
  );
}
