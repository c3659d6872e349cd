/** A row of headline figures: each a label over its value. */
export function FigureTiles({ tiles }: { tiles: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">{tile.label}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
