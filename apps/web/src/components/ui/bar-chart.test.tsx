import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import { createTranslator } from '@cmms/shared/i18n/translator';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator } from '../../lib/i18n/i18n';
import { BarList, ColumnChart, inReadingOrder } from './bar-chart';

afterEach(() => installTranslator(englishTranslator));

const weeks = (
  <ColumnChart
    title="Work orders by week"
    series={[
      { name: 'Created', className: 'bg-brand-600' },
      { name: 'Completed', className: 'bg-emerald-600' },
    ]}
    groups={[
      { label: '2 Mar', values: [1, 2] },
      { label: '9 Mar', values: [3, 1234] },
    ]}
  />
);

/** The texts of one row of the chart (its columns' values, or their labels), left to right. */
function rowTexts(markup: string, row: 'columns' | 'labels'): string[] {
  const columns = markup.indexOf('data-chart="columns"');
  const labels = markup.indexOf('data-chart="labels"');
  const inside = row === 'columns' ? markup.slice(columns, labels) : markup.slice(labels);
  return [...inside.matchAll(/>([^<>]+)</g)].map((match) => match[1] ?? '');
}

describe('ColumnChart', () => {
  it('reads from the left in English: the first week, and its first series, on the left', () => {
    const markup = renderToStaticMarkup(weeks);
    expect(rowTexts(markup, 'labels')).toEqual(['2 Mar', '9 Mar']);
    expect(rowTexts(markup, 'columns')).toEqual(['1', '2', '3', '1,234']);
  });

  it('reads from the right in Arabic: the first week, and its first series, on the right', () => {
    installTranslator(createTranslator('ar', {}, englishTranslator));
    const markup = renderToStaticMarkup(weeks);
    // Laid out left to right (dir="ltr"), so the last in the markup stands at the right.
    expect(markup).toContain('dir="ltr" data-chart="columns"');
    expect(rowTexts(markup, 'labels')).toEqual(['9 Mar', '2 Mar']);
    expect(rowTexts(markup, 'columns')).toEqual(['1,234', '3', '2', '1']);
  });

  it('follows the page’s direction when the page says it', () => {
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { dir: 'rtl' } };
    try {
      expect(rowTexts(renderToStaticMarkup(weeks), 'labels')).toEqual(['9 Mar', '2 Mar']);
    } finally {
      delete page.document;
    }
  });
});

describe('BarList', () => {
  const bars = [
    { label: 'Pending', value: 3 },
    { label: 'Completed', value: 1500 },
  ];

  it('grows its bars from the reader’s side, with numbers in the reader’s form', () => {
    expect(renderToStaticMarkup(<BarList title="By status" bars={bars} />)).toMatch(
      /^<div dir="ltr">.*1,500/,
    );
    installTranslator(createTranslator('hi', {}, englishTranslator));
    expect(
      renderToStaticMarkup(<BarList title="By status" bars={[{ label: 'x', value: 123456 }]} />),
    ).toContain('1,23,456');
    installTranslator(createTranslator('ar', {}, englishTranslator));
    expect(renderToStaticMarkup(<BarList title="By status" bars={bars} />)).toMatch(
      /^<div dir="rtl">/,
    );
  });

  it('says so when there is nothing to draw', () => {
    expect(renderToStaticMarkup(<BarList title="By status" bars={[]} />)).toContain(
      'Nothing to show yet.',
    );
  });
});

describe('inReadingOrder', () => {
  it('keeps the order left to right, and turns it for a right-to-left reader', () => {
    expect(inReadingOrder([1, 2, 3], 'ltr')).toEqual([1, 2, 3]);
    expect(inReadingOrder([1, 2, 3], 'rtl')).toEqual([3, 2, 1]);
  });
});
