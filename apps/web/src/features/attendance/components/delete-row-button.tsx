import { Trash2 } from 'lucide-react';

/** A table row's Delete: an icon button named for what it deletes. */
export function DeleteRowButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <button
      type="button"
      aria-label={`Delete ${name}`}
      title="Delete"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
    >
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
