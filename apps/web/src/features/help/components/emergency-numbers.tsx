import { PhoneCall } from 'lucide-react';
import { EMERGENCY_NUMBERS } from '../lib/help-content';

export function EmergencyNumbers() {
  return (
    <ul className="divide-y divide-red-100 overflow-hidden rounded-2xl border border-red-200 bg-red-50">
      {EMERGENCY_NUMBERS.map((entry) => (
        <li key={entry.label} className="flex items-center justify-between gap-3 px-5 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-red-900">{entry.label}</p>
            <p className="text-xs text-red-800">{entry.note}</p>
          </div>
          <a
            href={`tel:${entry.phone}`}
            aria-label={`Call ${entry.label}, ${entry.phone}`}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-red-700 px-3 text-sm font-bold text-white hover:bg-red-800"
          >
            <PhoneCall className="size-4" aria-hidden />
            {entry.phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
