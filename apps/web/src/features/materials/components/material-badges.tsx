import { clsx } from 'clsx';
import { requestStatusText, requestStatusToneOf } from '../lib/request-status';
import { stockBadgeOf, stockLevelText } from '../lib/stock-level';

const badgeClass =
  'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** requirements/materials.md#screens Status of a material: Out of Stock (red), Low Stock (amber), In Stock (green). */
export function StockBadge({ material }: { material: Parameters<typeof stockBadgeOf>[0] }) {
  const { level, tone } = stockBadgeOf(material);
  return <span className={clsx(badgeClass, tone)}>{stockLevelText(level)}</span>;
}

export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <span className={clsx(badgeClass, requestStatusToneOf(status))}>
      {requestStatusText(status)}
    </span>
  );
}
