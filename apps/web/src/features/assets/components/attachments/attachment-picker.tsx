import { ACCEPT_ATTRIBUTE, type AttachmentTag, isPhotoType } from '@cmms/shared/attachments';
import { clsx } from 'clsx';
import { Camera, Paperclip } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { t } from '../../../../lib/i18n/i18n';
import { notify } from '../../../../lib/toast';
import { uploadErrorText, useUploadAttachment, useUploadLimitMb } from '../../api/attachments';
import {
  type AttachmentDetails,
  type AttachmentTarget,
  sendableAs,
} from '../../lib/attachment-upload';
import { DocumentDetailsDialog } from './document-details-dialog';
import { usePhotoSource } from './use-photo-source';

const TAG_CHOICES = [
  { value: null, label: 'attachments.tagNone' },
  { value: 'before', label: 'attachments.tagBefore' },
  { value: 'after', label: 'attachments.tagAfter' },
] as const;

/**
 * A radio drawn as its whole label (which is `relative`): unseen, it covers the label, so what a
 * finger taps and what the accessibility tree measures is the 44 px choice, not a 1 px input.
 */
const COVERING_INPUT = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0';

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
              // 44 px, a finger's target, the radio covering it (COVERING_INPUT).
              'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === choice.value
                ? 'bg-brand-700 text-white'
                : 'text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              className={COVERING_INPUT}
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
 * with the photo's Before/After tag; an asset's document is described (its type, its expiry)
 * before it is sent. Works offline: the file waits on the device.
 */

export function AttachmentPicker({ target, onSent }: { target: AttachmentTarget; onSent(): void }) {
  const upload = useUploadAttachment(target, onSent);
  const maxMb = useUploadLimitMb();
  const [tag, setTag] = useState<AttachmentTag | null>(null);
  const [using, setUsing] = useState<'photo' | 'file'>('photo');
  /** An asset's document waiting for its type. */
  const [describing, setDescribing] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = (file: File, details: AttachmentDetails) => {
    const photo = isPhotoType(file.type);
    upload.mutate(
      { file, ...details },
      {
        onSuccess: (result) => {
          setDescribing(null);
          if (result.queued) notify.info(t('offline.keptOnDevice'));
          else notify.success(photo ? t('attachments.photoAdded') : t('attachments.fileAdded'));
        },
        // The dialog stays open: Attach again, or Cancel.
        onError: (error) => notify.error(uploadErrorText(error)),
      },
    );
  };
  const accept = (file: File) => {
    if (isPhotoType(file.type) || target.kind === 'task') {
      send(file, { tag: isPhotoType(file.type) ? tag : null });
      return;
    }
    try {
      // Refused before it is described, not after.
      sendableAs(file, maxMb);
      setDescribing(file);
    } catch (error) {
      notify.error(uploadErrorText(error));
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again is still a change.
    event.target.value = '';
    if (file) accept(file);
  };
  const camera = usePhotoSource(accept, 'photo');
  const open = (which: 'photo' | 'file') => {
    setUsing(which);
    if (which === 'photo') void camera.open();
    else fileInput.current?.click();
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
      {/* Add photo: the camera (usePhotoSource); Attach file: a document, or a photo from the
          phone's files; a desktop opens its file chooser for both. */}
      {camera.input}
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        data-attachment-input="file"
        onChange={choose}
      />
      {target.kind === 'asset' && (
        <DocumentDetailsDialog
          file={describing}
          busy={upload.isPending}
          onCancel={() => setDescribing(null)}
          onAttach={(details) => describing && send(describing, details)}
        />
      )}
    </div>
  );
}
