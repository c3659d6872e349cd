import { ImageOff } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/** A site's picture as a small square, or a placeholder that says there is none. */
export function SiteThumbnail({ src, name }: { src: string | null; name: string }) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={t('sites.noImage')}
        className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400"
      >
        <ImageOff className="size-5" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t('sites.thumbnailOf', { name })}
      loading="lazy"
      className="size-12 shrink-0 rounded-lg border border-slate-200 object-cover"
    />
  );
}
