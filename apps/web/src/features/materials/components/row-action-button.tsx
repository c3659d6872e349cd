import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';

const tones = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-700 hover:bg-red-50',
  success: 'text-emerald-700 hover:bg-emerald-50',
} as const;
export type RowActionTone = keyof typeof tones;

type Props = {
  verb: string;
  /** What the verb acts on, for screen readers: 'Approve Gloves'. */
  subject: string;
  icon: ReactNode;
  tone?: RowActionTone;
  disabled?: boolean;
  /** Icons with words (phone cards), else icons only (the wide table). */
  words?: boolean | undefined;
  onClick(): void;
};

/** A row's action: an icon in the table, an icon and its word on a card. */
export function RowActionButton({
  verb,
  subject,
  icon,
  tone = 'brand',
  disabled,
  words = false,
  onClick,
}: Props) {
  return (
    <button
      type="button"
      aria-label={t('materials.rowAction', { verb, subject })}
      title={verb}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex items-center justify-center rounded-lg font-medium disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
        words
          ? 'min-h-11 gap-1.5 border border-slate-200 bg-white px-3 text-sm disabled:border-slate-100'
          : 'size-9',
        tones[tone],
      )}
    >
      {icon}
      {words && <span aria-hidden>{verb}</span>}
    </button>
  );
}

/** The row of a record's actions: packed in a table cell, wrapping on a card. */
export function RowActions({ words, children }: { words: Props['words']; children: ReactNode }) {
  return (
    <div className={clsx('flex items-center', words ? 'flex-wrap gap-2' : 'flex-nowrap gap-0.5')}>
      {children}
    </div>
  );
}
