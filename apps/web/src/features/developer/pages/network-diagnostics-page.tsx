import { clsx } from 'clsx';
import { Activity, Wifi, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useOnline } from '../../../lib/use-online';
import { DIAGNOSTIC_CALLS, type DiagnosticId, runDiagnostic } from '../api/diagnostics';
import { DevPage } from '../components/dev-page';
import { NetworkFlags } from '../components/network-flags';
import { ProbeResultView } from '../components/probe-result-view';
import type { ProbeResult } from '../lib/probe';

/** /{role}/network-diagnostics: can this device reach the server, and how fast. */
export function NetworkDiagnosticsPage() {
  const online = useOnline();
  const [results, setResults] = useState<Partial<Record<DiagnosticId, ProbeResult>>>({});
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setResults({});
    for (const call of DIAGNOSTIC_CALLS) {
      const result = await runDiagnostic(call.path);
      setResults((current) => ({ ...current, [call.id]: result }));
    }
    setRunning(false);
  };

  return (
    <DevPage
      title="Network Diagnostics"
      intro="Checks that this device reaches the server, and how long each answer takes."
    >
      <SectionCard title="Connection">
        <p
          role="status"
          className={clsx(
            'flex items-center gap-2 text-sm font-semibold',
            online ? 'text-emerald-700' : 'text-red-700',
          )}
        >
          {online ? (
            <Wifi className="size-4" aria-hidden />
          ) : (
            <WifiOff className="size-4" aria-hidden />
          )}
          {online ? 'This device is online' : 'This device is offline'}
        </p>
      </SectionCard>
      <SectionCard
        title="Server checks"
        actions={
          <Button
            icon={<Activity className="size-4" aria-hidden />}
            loading={running}
            onClick={() => void run()}
          >
            Run diagnostics
          </Button>
        }
      >
        <div className="space-y-2">
          {DIAGNOSTIC_CALLS.map((call) => {
            const result = results[call.id];
            return result ? (
              <ProbeResultView key={call.id} label={call.label} result={result} />
            ) : (
              <p key={call.id} className="text-sm text-slate-500">
                {call.label}: {running ? 'waiting…' : 'not run yet'}
              </p>
            );
          })}
        </div>
      </SectionCard>
      <SectionCard title="Network error flags">
        <NetworkFlags />
      </SectionCard>
    </DevPage>
  );
}
