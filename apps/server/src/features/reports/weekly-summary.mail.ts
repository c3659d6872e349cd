import type { Language } from '@cmms/shared/i18n/languages';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import type { WorkFigures } from '@cmms/shared/reports';
import { escapeHtml, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import type { OverdueWorkOrder } from './weekly-summary.repository';

export type WeeklySummary = {
  to: string;
  name: string;
  weekStart: string;
  weekEnd: string;
  total: WorkFigures;
  sites: { name: string; figures: WorkFigures }[];
  /** The first of the overdue work orders, each with the count of all. */
  overdue: OverdueWorkOrder[];
  url: string;
};

/**
 * The weekly summary (docs/reports.md, "Weekly summary") in the recipient's language: last
 * week's work orders in all and at each site, then what is overdue now, the link to the
 * reports, and where to turn it off. Every value is escaped in the HTML part.
 */
export function weeklySummaryMail(language: Language, summary: WeeklySummary): MailMessage {
  const translator = translatorFor(language);
  const { t, formats } = translator;
  const day = (date: string) =>
    formats.day(date, { day: 'numeric', month: 'short', year: 'numeric' });
  const rate = (figures: WorkFigures) =>
    figures.onTimeRate === null
      ? '–'
      : formats.number(figures.onTimeRate, { style: 'percent', maximumFractionDigits: 0 });
  const work = (figures: WorkFigures) => ({
    opened: formats.number(figures.opened),
    completed: formats.number(figures.completed),
    rate: rate(figures),
    cancelled: formats.number(figures.cancelled),
  });
  const { total } = summary;
  const count = summary.overdue[0]?.total ?? 0;
  const lines = [
    t('reports.summaryIntro', {
      name: summary.name,
      from: day(summary.weekStart),
      to: day(summary.weekEnd),
    }),
    t('reports.summaryWork', work(total)),
    total.completionMedianHours === null
      ? null
      : t('reports.summaryMedian', {
          hours: formats.number(total.completionMedianHours, { maximumFractionDigits: 1 }),
        }),
    ...(summary.sites.length > 1
      ? summary.sites.map((site) =>
          t('reports.summarySite', { site: site.name, ...work(site.figures) }),
        )
      : []),
    t('reports.summaryOverdue', { count }),
    ...summary.overdue.map((task) =>
      t('reports.summaryOverdueItem', {
        number: task.number,
        title: task.title,
        site: task.site,
        due: day(task.dueDate),
      }),
    ),
    count > summary.overdue.length
      ? t('reports.summaryMore', { count: count - summary.overdue.length })
      : null,
    t('reports.summaryOpen', { url: summary.url }),
    t('reports.summaryOptOut'),
  ].filter((line): line is string => line !== null);
  const subject = t('reports.summarySubject', { week: day(summary.weekStart) });
  return {
    to: summary.to,
    subject,
    text: [...lines, '', t('common.productName')].join('\n\n'),
    html: mailLayout(translator, subject, lines.map(escapeHtml)),
  };
}
