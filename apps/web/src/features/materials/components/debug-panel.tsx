import { Bug } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { DEBUG_PROBES, type ProbeId, type ProbeResult, runProbe } from '../api/debug-probes';

/**
 * requirements/materials.md#screens 'Show/Hide Debug Panel' (admin, superadmin, manager): three test calls (materials,
 * assets, requests) with what each answered, to tell a server problem from a screen problem.
 */
export function DebugPanel() {
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Partial<Record<ProbeId, ProbeResult>>>({});
  const [running, setRunning] = useState<ProbeId | null>(null);

  const run = async (id: ProbeId, path: string) => {
    setRunning(id);
    const result = await runProbe(path);
    setResults((now) => ({ ...now, [id]: result }));
    setRunning(null);
  };

  return (
    <div className="space-y-3">
      <Button
        variant="ghost"
        className="-ms-2 min-h-9 px-2"
        icon={<Bug className="size-4" aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? t('materials.hideDebug') : t('materials.showDebug')}
      </Button>
      {open && (
        <SectionCard title={t('materials.debugPanel')}>
          <div className="flex flex-wrap gap-2">
            {DEBUG_PROBES.map((probe) => (
              <Button
                key={probe.id}
                variant="secondary"
                loading={running === probe.id}
                disabled={running !== null}
                onClick={() => void run(probe.id, probe.path)}
              >
                {t(probe.labelKey)}
              </Button>
            ))}
          </div>
          <div className="mt-4 space-y-3" aria-live="polite">
            {DEBUG_PROBES.map((probe) => {
              const result = results[probe.id];
              return result ? (
                <ProbeOutcome key={probe.id} name={t(probe.nameKey)} result={result} />
              ) : null;
            })}
          </div>
        </SectionCard>
      )}
    </div>
  );
}

function ProbeOutcome({ name, result }: { name: string; result: ProbeResult }) {
  if (!result.ok) {
    return (
      <p className="text-sm text-red-700">
        <span className="font-semibold capitalize">{name}</span>: {result.error}
      </p>
    );
  }
  return (
    <div className="text-sm">
      <p className="text-slate-800">
        <span className="font-semibold capitalize">{name}</span>:{' '}
        {t('materials.probeReceived', { count: result.count, total: result.total })}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700">{t('materials.rawData')}</summary>
        <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          {JSON.stringify(result.data, null, 2)}
        </pre>
      </details>
    </div>
  );
}
