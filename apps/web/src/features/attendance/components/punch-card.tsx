import { formatHours, PUNCH_RADIUS_METERS } from '@cmms/shared/attendance';
import { Crosshair, LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { KeptNotice } from '../../../components/ui/kept-notice';
import { SelectField } from '../../../components/ui/select-field';
import { t, translator } from '../../../lib/i18n/i18n';
import { useQueuedChanges } from '../../../lib/offline';
import { useKeptAnswer } from '../../../lib/offline/kept-answer';
import { notify } from '../../../lib/toast';
import { useOnline } from '../../../lib/use-online';
import { usePunch, useToday } from '../api/attendance';
import { formatClock } from '../lib/dates';
import { readPosition } from '../lib/position';
import {
  isTooFar,
  type PunchState,
  punchErrorMessage,
  punchStateAt,
  type QueuedPunch,
  queuedPunchAt,
  refusedOnDevice,
  withQueuedPunch,
} from '../lib/punch';
import { usePunchSites } from '../lib/use-punch-sites';
import { useSiteDistance } from '../lib/use-site-distance';
import { DistanceLine } from './distance-line';

/**
 * The punch card (requirements/attendance.md#screens, #states, #validation): the site, how far away it is, Test Location, and Punch In or
 * Punch Out, whichever today's records at that site allow. The position is read for every
 * punch and the server decides whether it is close enough; offline the card checks it first
 * against the site's kept position (docs/offline.md). Someone with no site cannot punch, and is
 * told why.
 */
export function PunchCard() {
  const { sites, defaultSiteId, isLoading } = usePunchSites();
  const [picked, setPicked] = useState<string | null>(null);
  const siteId = picked ?? defaultSiteId;
  const site = sites.find((one) => one.id === siteId) ?? null;

  const today = useToday();
  const queued = queuedPunchAt(useQueuedChanges(), siteId);
  const state = withQueuedPunch(punchStateAt(today.data, siteId), queued);
  const place = useSiteDistance(site?.coordinates ?? null);
  const punch = usePunch();
  const [working, setWorking] = useState<'in' | 'out' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  const keptToday = useKeptAnswer(today);
  const noSites = !isLoading && sites.length === 0;

  const run = async (kind: 'in' | 'out') => {
    setError(null);
    if (!site) {
      setError(t('attendance.selectSite'));
      return;
    }
    setWorking(kind);
    try {
      const location = await readPosition();
      place.remember(location);
      // What the server would refuse is said here at once, and never kept offline to be refused
      // later, when the person has left the site. Offline as the queue sees it when it keeps one.
      const refused = refusedOnDevice(site, location, !navigator.onLine);
      if (refused) {
        setError(refused);
        return;
      }
      const result = await punch.mutateAsync({ kind, site, location });
      const punchedIn = kind === 'in';
      if (result.queued) notify.info(t('offline.keptOnDevice'));
      else
        notify.success(
          punchedIn
            ? t('attendance.punchedInAt', { site: site.name })
            : t('attendance.punchedOutAt', { site: site.name }),
        );
    } catch (problem) {
      setError(punchErrorMessage(problem, kind));
    } finally {
      setWorking(null);
    }
  };

  const options = [
    {
      value: '',
      label: isLoading ? t('attendance.loadingSites') : t('attendance.selectSitePlaceholder'),
    },
    ...sites.map((one) => ({ value: one.id, label: one.name })),
  ];
  const busy = working !== null;
  // The distance line already says the site is too far: the refusal need not say it again.
  const tooFarShown = site?.coordinates != null && (place.distance ?? 0) > PUNCH_RADIUS_METERS;
  const shownError = error && tooFarShown && isTooFar(error) ? null : error;

  return (
    <section
      aria-label={t('attendance.punchSection')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SelectField
        label={t('attendance.site')}
        options={options}
        value={siteId}
        disabled={busy}
        onChange={(event) => {
          setPicked(event.target.value);
          setError(null);
        }}
      />
      {noSites && <FormAlert tone="warning" message={t('attendance.noSites')} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DistanceLine
          site={site}
          distance={place.distance}
          measured={place.position !== null}
          offline={!online}
        />
        <Button
          variant="secondary"
          className="shrink-0"
          icon={<Crosshair className="size-4" aria-hidden />}
          loading={place.measuring}
          disabled={!site}
          onClick={() => void place.measure('fresh')}
        >
          {t('attendance.testLocation')}
        </Button>
      </div>
      <FormAlert message={place.error} />
      <div className="grid grid-cols-2 gap-3">
        <Button
          className="min-h-14 text-base"
          icon={<LogIn className="size-5 rtl:-scale-x-100" aria-hidden />}
          loading={working === 'in'}
          disabled={busy || noSites || !state.canPunchIn}
          onClick={() => void run('in')}
        >
          {t('attendance.punchIn')}
        </Button>
        <Button
          variant="danger"
          className="min-h-14 text-base"
          icon={<LogOut className="size-5 rtl:-scale-x-100" aria-hidden />}
          loading={working === 'out'}
          disabled={busy || !state.canPunchOut}
          onClick={() => void run('out')}
        >
          {t('attendance.punchOut')}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {queued
          ? queuedSummary(queued, site?.name ?? '')
          : keptToday.notKept
            ? t('offline.notKept')
            : todaySummary(state, site?.name ?? null, today.isPending)}
      </p>
      {/* Today's punches as this device kept them: the state the buttons follow is that old. */}
      {keptToday.keptAt !== null && <KeptNotice at={keptToday.keptAt} />}
      {keptToday.failed && !today.data && (
        <div className="flex flex-wrap items-center gap-3">
          <FormAlert message={t('attendance.fetchRecordsFailed')} />
          <Button
            variant="secondary"
            loading={today.isFetching}
            onClick={() => void today.refetch()}
          >
            {t('attendance.retry')}
          </Button>
        </div>
      )}
      <FormAlert message={shownError} />
    </section>
  );
}

/** A punch kept on this device, said as such until the server has it. */
function queuedSummary(queued: QueuedPunch, siteName: string) {
  const time = formatClock(queued.madeAt);
  return queued.kind === 'check-in'
    ? t('attendance.queuedIn', { site: siteName, time })
    : t('attendance.queuedOut', { site: siteName, time });
}

/** What the card says about today at the site, under the buttons. */
function todaySummary(state: PunchState, siteName: string | null, loading: boolean) {
  if (loading) return t('attendance.checkingToday');
  if (!siteName) return '';
  const { open, last } = state;
  if (open) {
    return t('attendance.summaryOpen', { time: formatClock(open.checkInTime, open.timeZone) });
  }
  if (last) {
    return t('attendance.summaryClosed', {
      time: formatClock(last.checkOutTime, last.timeZone),
      hours: formatHours(last.totalHours ?? last.workHours, translator()),
      site: siteName,
    });
  }
  return t('attendance.summaryNone', { site: siteName });
}
