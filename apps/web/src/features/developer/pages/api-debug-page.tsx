import { Play, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { DebugLog, type LogEntry } from '../components/debug-log';
import { DebuggingGuide } from '../components/debugging-guide';
import { DevPage } from '../components/dev-page';
import { ProbeResultView, statusText } from '../components/probe-result-view';
import { DEBUG_TESTS, type DebugTest } from '../lib/debug-tests';
import type { ProbeResult } from '../lib/probe';

/** 'API Debug Test' (requirements/profile-and-help.md#screens): a public page that checks the API answers as expected. */
export function ApiDebugPage() {
  const [results, setResults] = useState<Partial<Record<DebugTest['id'], ProbeResult>>>({});
  const [log, setLog] = useState<LogEntry[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(0);

  const write = (level: LogEntry['level'], text: string) =>
    setLog((entries) => [...entries, { id: nextId.current++, at: new Date(), level, text }]);

  const run = async (tests: DebugTest[]) => {
    setRunning(true);
    for (const test of tests) {
      const label = t(test.label);
      write('info', t('developer.logExpectation', { label, expectation: t(test.expectation) }));
      const result = await test.run();
      setResults((current) => ({ ...current, [test.id]: result }));
      const outcome = {
        label,
        status: statusText(result.status),
        ms: result.ms,
        detail: result.detail,
      };
      write(
        result.ok ? 'pass' : 'fail',
        result.ok ? t('developer.logPassed', outcome) : t('developer.logFailed', outcome),
      );
    }
    setRunning(false);
  };

  const done = DEBUG_TESTS.filter((test) => results[test.id]);
  const passed = done.filter((test) => results[test.id]?.ok).length;

  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-6">
      <DevPage title={t('screens.apiDebug')} intro={t('developer.apiDebugIntro')}>
        <div className="flex flex-wrap gap-3">
          <Button
            icon={<Play className="size-4" aria-hidden />}
            loading={running}
            onClick={() => void run(DEBUG_TESTS)}
          >
            {t('developer.runAllTests')}
          </Button>
          {DEBUG_TESTS.map((test) => (
            <Button
              key={test.id}
              variant="secondary"
              disabled={running}
              onClick={() => void run([test])}
            >
              {t(test.label)}
            </Button>
          ))}
          <Button
            variant="ghost"
            icon={<Trash2 className="size-4" aria-hidden />}
            disabled={running}
            onClick={() => {
              setLog([]);
              setResults({});
            }}
          >
            {t('developer.clearLogs')}
          </Button>
        </div>
        <SectionCard title={t('developer.resultSummary')}>
          <p className="mb-3 text-sm font-medium text-slate-900" role="status">
            {done.length === 0
              ? t('developer.noTestsRun')
              : t('developer.passedOf', { passed, total: done.length })}
          </p>
          <div className="space-y-2">
            {done.map((test) => {
              const result = results[test.id];
              return (
                result && <ProbeResultView key={test.id} label={t(test.label)} result={result} />
              );
            })}
          </div>
        </SectionCard>
        <SectionCard title={t('developer.log')}>
          <DebugLog entries={log} />
        </SectionCard>
        <SectionCard title={t('developer.debuggingGuide')}>
          <DebuggingGuide />
        </SectionCard>
      </DevPage>
    </main>
  );
}
