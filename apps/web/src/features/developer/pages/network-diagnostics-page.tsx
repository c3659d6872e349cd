import { clsx } from 'clsx';
import { Activity, Wifi, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/use-online';
import { DIAGNOSTIC_CALLS, type DiagnosticId, runDiagnostic } from '../api/diagnostics';
import { DevPage } from '../components/dev-page';
import { NetworkFlags } from '../components/network-flags';
import { ProbeResultView } from '../components/probe-result-view';
import { callName } from '../lib/call-name';
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
    <DevPage title={t('screens.networkDiagnostics')} intro={t('developer.networkIntro')}>
      <SectionCard title={t('developer.connection')}>
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
          {online ? t('developer.deviceOnline') : t('developer.deviceOffline')}
        </p>
      </SectionCard>
      <SectionCard
        title={t('developer.serverChecks')}
        actions={
          <Button
            icon={<Activity className="size-4" aria-hidden />}
            loading={running}
            onClick={() => void run()}
          >
            {t('developer.runDiagnostics')}
          </Button>
        }
      >
        <div className="space-y-2">
          {DIAGNOSTIC_CALLS.map((call) => {
            const result = results[call.id];
            const name = callName('GET', call.path);
            return result ? (
              <ProbeResultView key={call.id} label={name} result={result} />
            ) : (
              <p key={call.id} className="text-sm text-slate-500">
                {running
                  ? t('developer.callWaiting', { call: name })
                  : t('developer.callNotRun', { call: name })}
              </p>
            );
          })}
        </div>
      </SectionCard>
      <SectionCard title={t('developer.networkErrorFlags')}>
        <NetworkFlags />
      </SectionCard>
    </DevPage>
  );
}
