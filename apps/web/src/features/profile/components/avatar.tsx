import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { initials } from '../lib/profile-format';

/**
 * The user's picture, their initials when there is none, and 'Picture Not Found' when the
 * picture does not load (requirements/profile-and-help.md#screens).
 */
export function Avatar({
  name,
  picture,
  size = 'lg',
}: {
  name: string;
  picture: string | null;
  size?: 'md' | 'lg';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = clsx(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-4 ring-white',
    size === 'lg' ? 'size-24' : 'size-16',
  );

  if (picture && failedSrc !== picture) {
    return (
      <img
        src={picture}
        alt={name}
        className={clsx(box, 'object-cover')}
        onError={() => setFailedSrc(picture)}
      />
    );
  }
  if (picture) {
    return (
      <div
        role="img"
        aria-label={t('profile.pictureNotFound')}
        className={clsx(box, 'flex-col bg-slate-200 text-slate-500')}
      >
        <ImageOff className="size-6" aria-hidden />
        <span className="mt-0.5 px-1 text-center text-[10px] leading-tight font-medium">
          {t('profile.pictureNotFound')}
        </span>
      </div>
    );
  }
  return (
    <div
      aria-hidden
      className={clsx(
        box,
        'bg-brand-700 font-bold text-white',
        size === 'lg' ? 'text-3xl' : 'text-xl',
      )}
    >
      {initials(name)}
    </div>
  );
}
