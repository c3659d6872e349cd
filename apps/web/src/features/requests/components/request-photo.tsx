import type { WorkRequest } from '@cmms/shared/requests';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';

type Photo = NonNullable<WorkRequest['photo']>;

/**
 * The requester's photo: a thumbnail that opens it at full size. A signed link that has expired
 * (an hour) or no signal shows a box that says so instead of a broken image; the list's next
 * read brings fresh links.
 */
export function RequestPhoto({ photo, number }: { photo: Photo; number: string }) {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const name = t('requests.photoOf', { number });
  return (
    <>
      <button
        type="button"
        aria-label={t('requests.openPhoto', { number })}
        onClick={() => setOpen(true)}
        className="relative block size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 hover:ring-2 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:size-24"
      >
        {broken ? (
          <span className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-6" aria-hidden />
          </span>
        ) : (
          <img
            src={photo.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={96}
            height={96}
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        )}
      </button>
      <FormDialog open={open} title={name} wide onClose={() => setOpen(false)}>
        <div className="px-5 py-4">
          <img
            src={photo.url}
            alt={name}
            className="max-h-[70dvh] w-full rounded-lg bg-slate-900 object-contain"
          />
        </div>
      </FormDialog>
    </>
  );
}
