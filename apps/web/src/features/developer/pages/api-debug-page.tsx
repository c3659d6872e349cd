import { Play, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { DebugLog, type LogEntry } from '../components/debug-log';
import { DebuggingGuide } from '../components/debugging-guide';
import { DevPage } from '../components/dev-page';
import { ProbeResultView } from '../components/probe-result-view';
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
      write('info', `${test.label}: ${test.expectation}`);
      const result = await test.run();
      setResults((current) => ({ ...current, [test.id]: result }));
      write(
        result.ok ? 'pass' : 'fail',
        `${test.label} ${result.ok ? 'passed' : 'failed'} (${result.status === null ? 'success' : `status ${result.status}`}, ${result.ms} ms): ${result.detail}`,
      );
    }
    setRunning(false);
  };

  const done = DEBUG_TESTS.filter((test) => results[test.id]);
  const passed = done.filter((test) => results[test.id]?.ok).length;

  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-6">
      <DevPage
        title="API Debug Test"
        intro="Checks that the API answers. Test Register sends a fake address with a weak password, so the server refuses it and no account is created."
      >
        <div className="flex flex-wrap gap-3">
          <Button
            icon={<Play className="size-4" aria-hidden />}
            loading={running}
            onClick={() => void run(DEBUG_TESTS)}
          >
            Run All Tests
          </Button>
          {DEBUG_TESTS.map((test) => (
            <Button
              key={test.id}
              variant="secondary"
              disabled={running}
              onClick={() => void run([test])}
            >
              {test.label}
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
            Clear Logs
          </Button>
        </div>
        <SectionCard title="Result summary">
          <p className="mb-3 text-sm font-medium text-slate-900" role="status">
            {done.length === 0 ? 'No tests run yet.' : `${passed} of ${done.length} passed`}
          </p>
          <div className="space-y-2">
            {done.map((test) => {
              const result = results[test.id];
              return result && <ProbeResultView key={test.id} label={test.label} result={result} />;
            })}
          </div>
        </SectionCard>
        <SectionCard title="Log">
          <DebugLog entries={log} />
        </SectionCard>
        <SectionCard title="Debugging guide">
          <DebuggingGuide />
        </SectionCard>
      </DevPage>
    </main>
  );
}
