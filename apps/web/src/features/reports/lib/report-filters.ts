import { localDateOf } from '@cmms/shared/dates';
import { issueText } from '@cmms/shared/i18n/issues';
import type { Translator } from '@cmms/shared/i18n/translator';
import {
  defaultPeriodFrom,
  periodQuerySchema,
  REPORT_INTERVALS,
  type ReportInterval,
} from '@cmms/shared/reports';

/** What the reports are asked for: a period (days, inclusive), by week or month, at a site or all. */
export type ReportFilters = {
  from: string;
  to: string;
  interval: ReportInterval;
  siteId: string | null;
};

export const reportQueryOf = (filters: ReportFilters) => ({
  from: filters.from,
  to: filters.to,
  interval: filters.interval,
  siteId: filters.siteId ?? undefined,
});

const parseInterval = (value: string | null): ReportInterval =>
  (REPORT_INTERVALS as readonly string[]).includes(value ?? '')
    ? (value as ReportInterval)
    : 'month';

/**
 * The period in the address (?from=&to=&interval=), or the twelve months (weeks) to today on
 * this device's calendar, as the server would choose it.
 */
export function periodOf(params: URLSearchParams, today = localDateOf(new Date())) {
  const interval = parseInterval(params.get('interval'));
  const to = params.get('to') || today;
  const from = params.get('from') || defaultPeriodFrom(to, interval);
  return { from, to, interval };
}

/**
 * The period's problems as the server would answer them (the shared schema), by field, in the
 * reader's language; none when it may be asked.
 */
export function periodErrors(
  period: { from: string; to: string; interval: ReportInterval },
  translator: Translator,
) {
  const parsed = periodQuerySchema.safeParse(period);
  if (parsed.success) return null;
  const errors: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field])
      errors[field] = issueText(translator, issue);
  }
  return errors;
}
