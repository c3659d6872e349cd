import type { ActivityEntry } from '@cmms/shared/activity';
import { UNLOGGED_ACTIVITY_TYPES } from '@cmms/shared/activity';
import { History, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { TextField } from '../../../components/ui/text-field';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { DevPage } from '../components/dev-page';
import { ProbeResultView } from '../components/probe-result-view';
import { type ProbeResult, probe } from '../lib/probe';

/** /test-activity-logging (requirements/profile-and-help.md#screens): the recent-activity call and a test entry. */
export function ActivityLoggingTestPage() {
  const userId = useSession()?.user.id;
  const [recent, setRecent] = useState<{ result: ProbeResult; entries: ActivityEntry[] }>();
  const [logged, setLogged] = useState<ProbeResult>();
  const [skipped, setSkipped] = useState<string>();
  const [busy, setBusy] = useState<'recent' | 'log'>();
  const [form, setForm] = useState({
    action: 'test_event',
    description: 'Activity logging test',
    type: 'test',
  });

  const loadRecent = async () => {
    setBusy('recent');
    let entries: ActivityEntry[] = [];
    const result = await probe(async () => {
      entries = await apiRequest<ActivityEntry[]>('GET', '/activity/recent');
      return `${entries.length} entries`;
    });
    setRecent({ result, entries });
    setBusy(undefined);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // requirements/activity.md#calls: these types are never sent; the page shows the rule instead of calling.
    if ((UNLOGGED_ACTIVITY_TYPES as readonly string[]).includes(form.type.trim())) {
      setLogged(undefined);
      setSkipped(`Not sent: the type '${form.type.trim()}' is never logged.`);
      return;
    }
    setSkipped(undefined);
    setBusy('log');
    setLogged(
      await probe(() =>
        apiRequest('POST', '/activity/log', {
          body: { userId, ...form, metadata: { source: 'test-page' } },
        }),
      ),
    );
    setBusy(undefined);
  };

  const field = (name: keyof typeof form, label: string) => (
    <TextField
      label={label}
      value={form[name]}
      required
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );

  return (
    <DevPage
      title="Activity Logging Test"
      intro={`Reads recent activity and records a test entry. Types ${UNLOGGED_ACTIVITY_TYPES.join(', ')} are never sent.`}
    >
      <SectionCard
        title="Recent activity"
        actions={
          <Button
            variant="secondary"
            icon={<History className="size-4" aria-hidden />}
            loading={busy === 'recent'}
            onClick={() => void loadRecent()}
          >
            Load recent activity
          </Button>
        }
      >
        {recent ? (
          <div className="space-y-3">
            <ProbeResultView label="GET /activity/recent" result={recent.result} />
            <ul className="divide-y divide-slate-100 text-sm">
              {recent.entries.map((entry) => (
                <li key={entry.id} className="py-2">
                  <p className="font-medium text-slate-900">
                    {entry.action}{' '}
                    <span className="font-normal text-slate-500">({entry.type})</span>
                  </p>
                  <p className="text-slate-600">{entry.description}</p>
                  <p className="text-xs text-slate-500">
                    {entry.user} · {new Date(entry.timestamp).toLocaleString()}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Not loaded yet.</p>
        )}
      </SectionCard>
      <SectionCard title="Log a test entry">
        <form onSubmit={send} className="space-y-4">
          {field('action', 'Action')}
          {field('description', 'Description')}
          {field('type', 'Type')}
          <Button
            type="submit"
            icon={<Send className="size-4" aria-hidden />}
            loading={busy === 'log'}
          >
            Send POST /activity/log
          </Button>
          {logged && <ProbeResultView label="POST /activity/log" result={logged} />}
          {skipped && (
            <p role="status" className="text-sm font-medium text-slate-700">
              {skipped}
            </p>
          )}
        </form>
      </SectionCard>
    </DevPage>
  );
}
