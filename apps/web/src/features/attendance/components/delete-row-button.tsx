import { Trash2 } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/** A table row's Delete: an icon button named for what it deletes. */
export function DeleteRowButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <button
      type="button"
      aria-label={t('attendance.deleteNamed', { name })}
      title={t('attendance.delete')}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
    >
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
