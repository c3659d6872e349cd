import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { fileSizeText } from '../../lib/file-size';

/** A document: its icon, its name (a link to open it, once the server has it) and its size. */
export function DocumentRow({
  name,
  size,
  href,
  children,
}: {
  name: string;
  size: number;
  href?: string | undefined;
  /** Beside the size: Delete, or the waiting badge. */
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <FileText className="size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {name}
          </a>
        ) : (
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
        )}
        <p className="text-xs text-slate-500">{fileSizeText(size)}</p>
      </div>
      {children}
    </div>
  );
}
