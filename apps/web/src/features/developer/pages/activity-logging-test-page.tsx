import type { ActivityEntry } from '@cmms/shared/activity';
import { UNLOGGED_ACTIVITY_TYPES } from '@cmms/shared/activity';
import type { PlainKey } from '@cmms/shared/i18n/message';
import { History, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { TextField } from '../../../components/ui/text-field';
import { apiRequest } from '../../../lib/api-client';
import { formats, t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { DevPage } from '../components/dev-page';
import { ProbeResultView } from '../components/probe-result-view';
import { callName, DATE_AND_TIME } from '../lib/call-name';
import { type ProbeResult, probe } from '../lib/probe';

/** /test-activity-logging (requirements/profile-and-help.md#screens): the recent-activity call and a test entry. */
export function ActivityLoggingTestPage() {
  const userId = useSession()?.user.id;
  const [recent, setRecent] = useState<{ result: ProbeResult; entries: ActivityEntry[] }>();
  const [logged, setLogged] = useState<ProbeResult>();
  const [skipped, setSkipped] = useState<string>();
  const [busy, setBusy] = useState<'recent' | 'log'>();
  const [form, setForm] = useState(() => ({
    action: 'test_event',
    description: t('developer.testDescription'),
    type: 'test',
  }));

  const loadRecent = async () => {
    setBusy('recent');
    let entries: ActivityEntry[] = [];
    const result = await probe(async () => {
      entries = await apiRequest<ActivityEntry[]>('GET', '/activity/recent');
      return t('developer.recentCount', { count: entries.length });
    });
    setRecent({ result, entries });
    setBusy(undefined);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // requirements/activity.md#calls: these types are never sent; the page shows the rule instead of calling.
    if ((UNLOGGED_ACTIVITY_TYPES as readonly string[]).includes(form.type.trim())) {
      setLogged(undefined);
      setSkipped(t('developer.notSent', { type: form.type.trim() }));
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

  const field = (name: keyof typeof form, label: PlainKey) => (
    <TextField
      label={t(label)}
      value={form[name]}
      required
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );

  return (
    <DevPage
      title={t('screens.activityLoggingTest')}
      intro={t('developer.activityIntro', { types: UNLOGGED_ACTIVITY_TYPES.join(', ') })}
    >
      <SectionCard
        title={t('developer.recentActivity')}
        actions={
          <Button
            variant="secondary"
            icon={<History className="size-4" aria-hidden />}
            loading={busy === 'recent'}
            onClick={() => void loadRecent()}
          >
            {t('developer.loadRecent')}
          </Button>
        }
      >
        {recent ? (
          <div className="space-y-3">
            <ProbeResultView label={callName('GET', '/activity/recent')} result={recent.result} />
            <ul className="divide-y divide-slate-100 text-sm">
              {recent.entries.map((entry) => (
                <li key={entry.id} className="py-2">
                  <p className="font-medium text-slate-900">
                    {entry.action}{' '}
                    <span className="font-normal text-slate-500">({entry.type})</span>
                  </p>
                  <p className="text-slate-600">{entry.description}</p>
                  <p className="text-xs text-slate-500">
                    {entry.user} · {formats().dateTime(entry.timestamp, DATE_AND_TIME)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('developer.notLoaded')}</p>
        )}
      </SectionCard>
      <SectionCard title={t('developer.logTestEntry')}>
        <form onSubmit={send} className="space-y-4">
          {field('action', 'developer.fieldAction')}
          {field('description', 'developer.fieldDescription')}
          {field('type', 'developer.fieldType')}
          <Button
            type="submit"
            icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden />}
            loading={busy === 'log'}
          >
            {t('developer.sendLog')}
          </Button>
          {logged && <ProbeResultView label={callName('POST', '/activity/log')} result={logged} />}
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
