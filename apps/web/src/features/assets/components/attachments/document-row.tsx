import { localDateOf } from '@cmms/shared/dates';
import { clsx } from 'clsx';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DescribedDocument, documentDetail } from '../../lib/document-details';
import { fileSizeText } from '../../lib/file-size';

/** An expiry that has passed reads red, one that is near amber. */
const DETAIL_TONES = {
  valid: 'text-slate-600',
  expiring: 'text-amber-800',
  expired: 'text-red-700',
};

/** 'Warranty · expires Jul 10, 2027' under the name of an asset's document, when it has a type. */
function DetailLine({ described }: { described: DescribedDocument }) {
  const detail = documentDetail(described, localDateOf(new Date()));
  if (!detail) return null;
  return (
    <p className={clsx('text-xs font-medium', DETAIL_TONES[detail.state ?? 'valid'])}>
      {detail.text}
    </p>
  );
}

/**
 * A document: its icon, its name (a link to open it, once the server has it), what it is and
 * when it runs out (an asset's), and its size.
 */
export function DocumentRow({
  name,
  size,
  href,
  described,
  children,
}: {
  name: string;
  size: number;
  href?: string | undefined;
  /** Its type and expiry, as the server keeps them or as they wait to be sent. */
  described?: DescribedDocument | undefined;
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
        {described && <DetailLine described={described} />}
        <p className="text-xs text-slate-500">{fileSizeText(size)}</p>
      </div>
      {children}
    </div>
  );
}
