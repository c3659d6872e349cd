import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import type { CardTone, DashboardCard } from '../lib/dashboard-links';
import { formatCount } from '../lib/format';
import { DashboardIcon } from './dashboard-icon';

const TONES: Record<CardTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  green: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-700',
  red: 'bg-red-50 text-red-700',
  slate: 'bg-slate-100 text-slate-700',
  violet: 'bg-violet-50 text-violet-700',
};

function CardBody({ card }: { card: DashboardCard }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className={clsx('grid size-10 place-items-center rounded-xl', TONES[card.tone])}>
          <DashboardIcon name={card.icon} />
        </span>
        {card.href && (
          <ChevronRight
            className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
            aria-hidden
          />
        )}
      </div>
      {/* The label comes first in reading order ("Overdue Tasks 3"), the figure first on screen. */}
      <div className="mt-3 flex flex-col">
        <p className="mt-0.5 text-sm font-medium text-slate-700">{card.label}</p>
        <p className="order-first text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
          {formatCount(card.value)}
        </p>
        {card.note && <p className="mt-0.5 text-xs text-slate-500">{card.note}</p>}
      </div>
    </>
  );
}

/**
 * The figure cards (requirements/dashboards.md#screens): each one a link to the list it counts, with its filter. The
 * link's name is what it shows (WCAG 2.5.3, label in name), so a screen reader hears "Overdue
 * Tasks 3" and a voice user can say what they see.
 */
export function StatCards({ cards, busy }: { cards: DashboardCard[]; busy: boolean }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      aria-label={t('dashboards.figures')}
    >
      {cards.map((card) => (
        <li key={card.id} data-card={card.id} data-value={card.value} className="min-w-0">
          {card.href ? (
            <Link
              to={card.href}
              className="group block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CardBody card={card} />
            </Link>
          ) : (
            <div className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <CardBody card={card} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
