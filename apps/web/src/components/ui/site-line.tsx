import { Building2 } from 'lucide-react';

/**
 * The line under a list's title naming the site it shows (the header's choice): the building
 * icon, and `label` ("Site") read before the name by screen readers only.
 */
export function SiteLine({ label, site }: { label: string; site: string }) {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-700">
      <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden />
      <span className="sr-only">{label} </span>
      <span className="wrap-anywhere">{site}</span>
    </p>
  );
}
