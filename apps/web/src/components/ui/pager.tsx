import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PagerProps {
  offset: number;
  pageSize: number;
  total: number;
  /** What the list holds, for 'Showing 1-25 of 40 sites'. */
  noun: string;
  onChange(offset: number): void;
}

/** Previous and Next over a server-paged list, with where the user is in it. */
export function Pager({ offset, pageSize, total, noun, onChange }: PagerProps) {
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p aria-live="polite">
        Showing {total === 0 ? 0 : offset + 1}–{last} of {total} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          icon={<ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          disabled={last >= total}
          onClick={() => onChange(offset + pageSize)}
        >
          Next
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
