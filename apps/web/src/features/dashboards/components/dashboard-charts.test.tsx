import { EMPTY_DASHBOARD_STATS } from '@cmms/shared/dashboard';
import {
  englishTranslator,
  translatorFor,
  withoutIsolates,
} from '@cmms/shared/i18n/source-translators';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator, t } from '../../../lib/i18n/i18n';
import { chartsFor } from '../lib/dashboard-links';
import { DashboardCharts } from './dashboard-charts';

afterEach(() => installTranslator(englishTranslator));

const site = (name: string, tasks: number, assets: number) => ({
  siteId: name,
  name,
  tasks,
  open: 1,
  overdue: 0,
  assets,
});
const stats = {
  ...EMPTY_DASHBOARD_STATS,
  generatedAt: '',
  charts: {
    ...EMPTY_DASHBOARD_STATS.charts,
    tasksByStatus: [
      { status: 'in_progress' as const, count: 2 },
      { status: 'on_hold' as const, count: 1 },
    ],
    bySite: [site('North Plant', 1, 2), site('South Depot', 1234, 1)],
  },
};

/** The line under the per-site bars that names each site in full. */
const summaryOf = (markup: string) =>
  /<p class="mt-4 text-xs[^"]*">([^<]*)<\/p>/.exec(markup)?.[1]?.replaceAll('&#x27;', "'");

describe('DashboardCharts', () => {
  it('names the sites in full with their counts, as before in English', () => {
    const markup = renderToStaticMarkup(
      <DashboardCharts stats={stats} show={chartsFor('admin')} />,
    );
    // As the English always read, whatever the count.
    expect(summaryOf(markup)).toBe(
      'North Plant: 1 work orders, 2 assets · South Depot: 1,234 work orders, 1 assets',
    );
    expect(markup).toContain('In Progress');
    expect(markup).toContain('On Hold');
  });

  it('counts in the plural forms of Arabic and Spanish', () => {
    const arabic = translatorFor('ar');
    expect(
      withoutIsolates(arabic.t('dashboards.siteSummary', { site: 'S', tasks: 1, assets: 2 })),
    ).toBe('S: أمر عمل واحد، أصلان');
    expect(
      withoutIsolates(arabic.t('dashboards.siteSummary', { site: 'S', tasks: 3, assets: 11 })),
    ).toBe('S: 3 أوامر عمل، 11 أصلًا');
    const spanish = translatorFor('es');
    expect(spanish.t('dashboards.siteSummary', { site: 'S', tasks: 1, assets: 1234 })).toBe(
      'S: 1 orden de trabajo, 1234 activos',
    );
  });

  it('draws in the reader’s language', () => {
    installTranslator(translatorFor('ar'));
    const markup = renderToStaticMarkup(
      <DashboardCharts stats={stats} show={chartsFor('admin')} />,
    );
    expect(markup).toContain(t('dashboards.chartByStatus'));
    expect(markup).toContain(t('workOrders.statusInProgress'));
    expect(markup).not.toContain('Work orders by status');
  });
});
