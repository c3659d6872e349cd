import type { Translator } from '@cmms/shared/i18n/translator';
import {
  pmPeriodTexts,
  pmTableHeader,
  workFigureTexts,
  workRowLabelText,
  workTableHeader,
  workTableRows,
} from '@cmms/shared/report-tables';
import { type PmReport, WORK_TABLES, type WorkReport } from '@cmms/shared/reports';
import PDFDocument from 'pdfkit';
import { pdfWriter } from '../../lib/pdf/pdf-text';

// A4 landscape, in points.
const MARGIN = 36;
const PAGE = { width: 841.89, height: 595.28 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER = 28;
const ROW_HEIGHT = 16;
const HEADER_HEIGHT = 24;
const WIDTHS = [178, 56, 64, 56, 62, 60, 62, 74, 72, 80] as const;
const PM_WIDTHS = [178, 90, 110, 90] as const;
const CHART_HEIGHT = 150;
const COLOURS = { opened: '#94a3b8', completed: '#1d4ed8', text: '#0f172a', muted: '#64748b' };

export type WorkPdfInput = {
  report: WorkReport;
  /** Preventive maintenance of the same period, after the work's tables. */
  pm?: PmReport;
  siteName: string | null;
  generatedAt: Date;
  timeZone: string;
};

/**
 * The work report as an A4 PDF (docs/reports.md): title, period, site, when it was made, the
 * period's summary, a chart of opened and completed work orders by period, then each table of
 * the screen, then preventive maintenance, in the language of the request. Small (a few pages), so its pages
 * are buffered and numbered at the end.
 */
export function workReportPdf(input: WorkPdfInput, translator: Translator) {
  const { report } = input;
  const { t, formats } = translator;
  const title = t('reports.workTitle');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'CMMS' },
  });
  const write = pdfWriter(doc, translator.language);
  const fullWidth = { width: CONTENT_WIDTH };
  let y = MARGIN;

  const ensureRoom = (height: number) => {
    if (y + height <= PAGE.height - MARGIN - FOOTER) return;
    doc.addPage();
    y = MARGIN;
  };

  doc.fontSize(18).fillColor(COLOURS.text);
  write.text(title, MARGIN, y, { ...fullWidth, weight: 'bold' });
  y += 28;
  doc.fontSize(10).fillColor('#334155');
  const day = (date: string) =>
    formats.day(date, { day: 'numeric', month: 'short', year: 'numeric' });
  const lines = [
    t('reports.pdfPeriod', { from: day(report.from), to: day(report.to) }),
    t('reports.pdfSite', { site: input.siteName ?? t('reports.allSites') }),
    t('reports.pdfGeneratedOn', {
      at: formats.dateTime(input.generatedAt, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: input.timeZone,
      }),
    }),
  ];
  for (const line of lines) {
    write.text(line, MARGIN, y, fullWidth);
    y += 15;
  }
  const { total } = report;
  y += 4;
  doc.fontSize(11).fillColor(COLOURS.text);
  write.text(
    t('reports.pdfSummary', {
      opened: formats.number(total.opened),
      completed: formats.number(total.completed),
      rate:
        total.onTimeRate === null
          ? '–'
          : formats.number(total.onTimeRate, { style: 'percent', maximumFractionDigits: 0 }),
      cancelled: formats.number(total.cancelled),
      reopened: formats.number(total.reopened),
    }),
    MARGIN,
    y,
    { ...fullWidth, weight: 'bold' },
  );
  y += 24;

  drawChart();
  for (const table of WORK_TABLES) drawWorkTable(table);
  if (input.pm) drawPm(input.pm);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.fontSize(8).fillColor(COLOURS.muted);
    write.text(
      t('reports.pdfPage', { page: index + 1, pages: range.count }),
      MARGIN,
      PAGE.height - MARGIN - 12,
      { ...fullWidth, align: 'end' },
    );
  }
  doc.end();
  return doc;

  /** Opened and completed side by side for each period, on a scale of round steps. */
  function drawChart() {
    const periods = report.periods;
    const highest = Math.max(1, ...periods.flatMap((period) => [period.opened, period.completed]));
    const step = niceStep(highest / 4);
    const top = Math.ceil(highest / step) * step;
    const axisLeft = MARGIN + 36;
    const width = CONTENT_WIDTH - 36;
    const base = y + CHART_HEIGHT;
    doc.fontSize(7).fillColor(COLOURS.muted);
    for (let value = 0; value <= top; value += step) {
      const at = base - (value / top) * CHART_HEIGHT;
      doc
        .moveTo(axisLeft, at)
        .lineTo(axisLeft + width, at)
        .lineWidth(0.5)
        .strokeColor('#e2e8f0')
        .stroke();
      write.text(formats.number(value), MARGIN, at - 4, { width: 30, align: 'end' });
    }
    const slot = width / Math.max(1, periods.length);
    const bar = Math.min(14, (slot - 4) / 2);
    periods.forEach((period, index) => {
      const x = axisLeft + index * slot + slot / 2 - bar;
      for (const [offset, key] of [
        [0, 'opened'],
        [bar, 'completed'],
      ] as const) {
        const height = (period[key] / top) * CHART_HEIGHT;
        if (height > 0) doc.rect(x + offset, base - height, bar, height).fill(COLOURS[key]);
      }
      if (periods.length <= 26 || index % Math.ceil(periods.length / 26) === 0) {
        doc.fontSize(6.5).fillColor(COLOURS.muted);
        write.text(
          workRowLabelText({ kind: 'period', start: period.start }, report.interval, translator),
          axisLeft + index * slot,
          base + 4,
          {
            width: Math.max(slot, 40),
            align: 'center',
            ellipsis: true,
          },
        );
      }
    });
    y = base + 18;
    doc.fontSize(8);
    for (const [index, key] of (['opened', 'completed'] as const).entries()) {
      const x = axisLeft + index * 110;
      doc.rect(x, y + 1, 8, 8).fill(COLOURS[key]);
      doc.fillColor(COLOURS.text);
      write.text(t(key === 'opened' ? 'reports.opened' : 'reports.completed'), x + 12, y, {
        width: 90,
      });
    }
    y += 24;
  }

  /** A table of text cells: its header repeated on each page it runs onto. */
  function drawTable(header: string[], rows: string[][], widths: readonly number[]) {
    if (rows.length === 0) return;
    const tableWidth = widths.reduce((sum, width) => sum + width, 0);
    const drawCells = (cells: string[], top: number, bold: boolean) => {
      let x = MARGIN;
      cells.forEach((cell, column) => {
        const width = widths[column] ?? 60;
        write.text(cell, write.columnX(x, width, MARGIN, tableWidth) + 4, top, {
          width: width - 8,
          weight: bold ? 'bold' : 'regular',
          align: column === 0 ? 'start' : 'end',
          ellipsis: true,
        });
        x += width;
      });
    };
    const drawHeader = () => {
      doc.rect(MARGIN, y, tableWidth, HEADER_HEIGHT).fill('#1e3a8a');
      doc.fontSize(7.5).fillColor('#ffffff');
      drawCells(header, y + 9, true);
      y += HEADER_HEIGHT;
    };
    ensureRoom(HEADER_HEIGHT + ROW_HEIGHT * Math.min(rows.length, 3));
    drawHeader();
    rows.forEach((cells, index) => {
      if (y + ROW_HEIGHT > PAGE.height - MARGIN - FOOTER) {
        doc.addPage();
        y = MARGIN;
        drawHeader();
      }
      if (index % 2 === 1) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#f1f5f9');
      doc.fontSize(8.5).fillColor(COLOURS.text);
      drawCells(cells, y + 4, false);
      y += ROW_HEIGHT;
    });
    y += 14;
  }

  function drawWorkTable(table: (typeof WORK_TABLES)[number]) {
    const rows = workTableRows(report, table).map((row) => [
      workRowLabelText(row.label, report.interval, translator),
      ...workFigureTexts(row.figures, translator),
    ]);
    drawTable(workTableHeader(table, translator), rows, WIDTHS);
  }

  /** Preventive maintenance: its heading, its summary and its periods. */
  function drawPm(pm: PmReport) {
    ensureRoom(40 + HEADER_HEIGHT + ROW_HEIGHT * 3);
    doc.fontSize(13).fillColor(COLOURS.text);
    write.text(t('reports.pmTitle'), MARGIN, y, { ...fullWidth, weight: 'bold' });
    y += 20;
    doc.fontSize(9.5).fillColor('#334155');
    const [compliance, planned] = [pm.total.compliance, pm.total.plannedShare].map((value) =>
      value === null ? '–' : formats.number(value, { style: 'percent', maximumFractionDigits: 0 }),
    );
    write.text(
      `${t('reports.pmCompliance')}: ${compliance}   ${t('reports.plannedShare')}: ${planned}   ${t('reports.pmOverdueNow')}: ${formats.number(pm.overdueNow)}`,
      MARGIN,
      y,
      fullWidth,
    );
    y += 18;
    drawTable(pmTableHeader('period', translator), pmPeriodTexts(pm, translator), PM_WIDTHS);
  }
}

/** A round step (1, 2 or 5 times a power of ten) at least `rough`. */
function niceStep(rough: number) {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= rough) return factor * power;
  return 10 * power;
}
