import { addDays } from '@cmms/shared/dates';
import { periodStartOf, WEEKLY_SUMMARY_HOUR, weeklySummaryRules } from '@cmms/shared/reports';
import { isAdminRole, normalizeRole } from '@cmms/shared/roles';
import { dateIn, instantAt, processTimeZone } from '@cmms/shared/zones';
import type { UserActor } from '../../lib/actor';
import type { SiteScope } from '../../lib/auth/site-scope';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob, enqueue } from '../../lib/jobs/job-queue';
import { languageOfRecipient } from '../organisation/organisation.service';
import { namesOf, sitesOf, sumDayCounts } from './reports.repository';
import { weeklySummaryMail } from './weekly-summary.mail';
import {
  claimedSince,
  claimSummary,
  findOverdue,
  findSummaryRecipients,
  readSummaryPreference,
  type SummaryRecipient,
  saveSummaryPreference,
} from './weekly-summary.repository';
import { addSums, figuresOf, noSums } from './work-figures';

/** A recipient's summary of a week, queued once its claim commits; retried if the mail fails. */
export const weeklySummaryMailJob = defineJob<{ userId: string; weekStart: string }>(
  'reports.weekly-summary-mail',
  { maxAttempts: 5, backoffMs: 60_000 },
);

/** How many overdue work orders a summary names; the rest are counted. */
const OVERDUE_LISTED = 10;

const zoneOf = (recipient: Pick<SummaryRecipient, 'zone'>) => recipient.zone ?? processTimeZone();

/**
 * The week a recipient is owed a summary of now, if any: the week before this one on their
 * calendar, from Monday at WEEKLY_SUMMARY_HOUR there (a pass later that week catches up). Not
 * to someone whose account is younger than that Monday morning: a new team's first mail would
 * tell of a week before it began.
 */
export function summaryWeekDue(now: Date, zone: string, since = new Date(0)): string | null {
  const monday = periodStartOf(dateIn(now, zone), 'week');
  const sendFrom = instantAt(monday, `${String(WEEKLY_SUMMARY_HOUR).padStart(2, '0')}:00`, zone);
  return now >= sendFrom && since < sendFrom ? addDays(monday, -7) : null;
}

/**
 * The scheduler's pass (docs/reports.md, "Weekly summary"): each recipient owed a summary is
 * claimed and their mail queued in one transaction, so passes of several instances send it
 * once. Answers how many were queued.
 */
export async function queueWeeklySummaries(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  // Every zone's last week began within 15 days of now: the claims a pass may meet.
  const [recipients, claimed] = await Promise.all([
    findSummaryRecipients(deps.db),
    claimedSince(deps.db, addDays(dateIn(now, 'UTC'), -15)),
  ]);
  let queued = 0;
  for (const recipient of recipients) {
    const weekStart = summaryWeekDue(now, zoneOf(recipient), new Date(recipient.createdAt));
    if (!weekStart || claimed.has(`${recipient.id} ${weekStart}`)) continue;
    // Claimed here, whatever another instance's pass read a moment ago.
    await deps.db.transaction(async (tx) => {
      if (!(await claimSummary(tx, recipient.id, weekStart, now))) return;
      await enqueue(tx, weeklySummaryMailJob, { userId: recipient.id, weekStart });
      queued += 1;
    });
  }
  return queued;
}

/** Where the Reports screen opens for a role: its area's, or the root's for a custom role. */
const reportsPathOf = (role: string) =>
  isAdminRole(role)
    ? '/admin/reports'
    : normalizeRole(role) === 'manager'
      ? '/manager/reports'
      : '/reports';

const scopeOfRecipient = (recipient: SummaryRecipient): SiteScope =>
  isAdminRole(recipient.role) ? { all: true } : { all: false, siteIds: recipient.siteIds };

/**
 * Writes and sends a recipient's summary of a week: its figures at each of their sites and in
 * all, and what is overdue now. Nothing when they turned it off meanwhile, or left the roles.
 */
export async function sendWeeklySummary(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  { userId, weekStart }: { userId: string; weekStart: string },
) {
  const [recipient] = await findSummaryRecipients(deps.db, userId);
  if (!recipient) return false;
  const scope = scopeOfRecipient(recipient);
  const weekEnd = addDays(weekStart, 6);
  const sites = await sumDayCounts(
    deps.db,
    { scope, siteId: null, from: weekStart, to: weekEnd },
    { by: 'site' },
  );
  const [names, overdue, language] = await Promise.all([
    namesOf(
      deps.db,
      'sites',
      sites.map((row) => row.key),
    ),
    findOverdue(deps.db, {
      sites: sitesOf(scope, null),
      now: deps.clock.now(),
      serverZone: processTimeZone(),
      limit: OVERDUE_LISTED,
    }),
    languageOfRecipient(deps, recipient),
  ]);
  await deps.mailer.send(
    weeklySummaryMail(language, {
      to: recipient.email,
      name: recipient.name,
      weekStart,
      weekEnd,
      total: figuresOf(sites.reduce(addSums, noSums())),
      sites: sites
        .map((row) => ({ name: names.get(row.key) ?? '', figures: figuresOf(row) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      overdue,
      url: `${deps.config.publicUrl}${reportsPathOf(recipient.role)}`,
    }),
  );
  return true;
}

/** GET /reports/weekly-summary: whether the caller receives it. */
export async function weeklySummarySettings(deps: Pick<ServiceDeps, 'db'>, actor: UserActor) {
  return { enabled: await readSummaryPreference(deps.db, actor.id) };
}

/** PUT /reports/weekly-summary: the caller turns it on or off. */
export async function setWeeklySummary(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: UserActor,
  enabled: boolean,
) {
  await saveSummaryPreference(deps.db, actor.id, enabled, deps.clock.now());
  return { enabled };
}

export const receivesWeeklySummary = (actor: UserActor) => weeklySummaryRules.receives(actor);
