import type { AttachmentTag } from '@cmms/shared/attachments';
import { clsx } from 'clsx';
import { t } from '../../../../lib/i18n/i18n';

/** "Before" or "After" on a photo: the state of the work it shows. */
export function TagBadge({ tag, className }: { tag: AttachmentTag; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm ring-1 ring-inset',
        tag === 'before'
          ? 'bg-white text-slate-800 ring-slate-300'
          : 'bg-emerald-50 text-emerald-900 ring-emerald-300',
        className,
      )}
    >
      {tag === 'before' ? t('attachments.tagBefore') : t('attachments.tagAfter')}
    </span>
  );
}
