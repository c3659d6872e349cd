import type { AttachmentTag } from '@cmms/shared/attachments';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../../../lib/i18n/i18n';
import { TagBadge } from './tag-badge';

// One box for every thumbnail, loaded or not: the timeline does not move as pictures arrive.
const BOX =
  'relative block size-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200';

function Picture({ src }: { src: string | null }) {
  // A signed URL that has expired, or no signal: the box says so instead of a broken image.
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className="flex size-full items-center justify-center text-slate-400">
        <ImageOff className="size-6" aria-hidden />
        <span className="sr-only">{t('attachments.photoUnavailable')}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={112}
      height={112}
      className="size-full object-cover"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * A photo's thumbnail with its tag; a button that opens the photo when `onOpen` is given, named
 * after the photo (the picture itself is decoration to a screen reader).
 */
export function PhotoThumb({
  src,
  name,
  tag,
  onOpen,
}: {
  src: string | null;
  name: string;
  tag: AttachmentTag | null;
  onOpen?: () => void;
}) {
  const badge = tag && <TagBadge tag={tag} className="absolute top-1 start-1" />;
  if (!onOpen) {
    return (
      <span className={BOX} role="img" aria-label={name}>
        <Picture src={src} />
        {badge}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${BOX} hover:ring-2 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
      aria-label={t('attachments.openPhoto', { name })}
      onClick={onOpen}
    >
      <Picture src={src} />
      {badge}
    </button>
  );
}
