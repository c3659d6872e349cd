import { once } from 'node:events';
import { REPORT_COLUMNS } from '@cmms/shared/attendance';
import type { Translator } from '@cmms/shared/i18n/translator';
import { dateIn } from '@cmms/shared/zones';
import PDFDocument from 'pdfkit';
import { pdfWriter } from '../../lib/pdf/pdf-text';
import { reportCells, reportFormsOf } from './attendance.presenter';
import type { AttendanceReport } from './reports.service';

// A4 landscape, in points.
const MARGIN = 36;
const PAGE = { width: 841.89, height: 595.28 };
const ROW_HEIGHT = 18;
const TITLE_BLOCK = 78;
const FOOTER = 28;
const WIDTHS = [78, 205, 205, 66, 66, 72, 76] as const;
const TABLE_WIDTH = WIDTHS.reduce((a, b) => a + b, 0);
const TABLE_TOP_FIRST = MARGIN + TITLE_BLOCK;
const rowsPerPage = (top: number) =>
  Math.floor((PAGE.height - MARGIN - FOOTER - top - ROW_HEIGHT) / ROW_HEIGHT);
const FIRST_PAGE_ROWS = rowsPerPage(TABLE_TOP_FIRST);
const OTHER_PAGE_ROWS = rowsPerPage(MARGIN);
/** The document's buffered output before it waits for the reader (backpressure). */
const BUFFER_LIMIT = 1 << 20;

/** Pages needed for a number of rows: fixed-height rows, so known before the first is drawn. */
const pageCountOf = (rows: number) =>
  rows <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / OTHER_PAGE_ROWS);

/**
 * The texts of the PDF in the language of the request that asked for it (docs/languages.md): its
 * words from the catalogues, its days, times and hours in that language's forms (reportFormsOf).
 */
function reportTexts(report: AttendanceReport, translator: Translator) {
  const { t } = translator;
  const forms = reportFormsOf(translator);
  const filters = [
    report.siteName && t('attendance.pdfSite', { site: report.siteName }),
    report.userName && t('attendance.pdfUser', { user: report.userName }),
  ]
    .filter(Boolean)
    .join('   ');
  const period = t('attendance.pdfPeriod', {
    from: forms.day(report.from),
    to: forms.day(report.to),
  });
  const at = report.generatedAt;
  return {
    title: t('attendance.reportTitle'),
    period: filters ? `${period}   ${filters}` : period,
    generatedOn: t('attendance.pdfGeneratedOn', {
      at: `${forms.day(dateIn(at, report.timeZone))} ${forms.clock(at, report.timeZone)}`,
    }),
    columns: REPORT_COLUMNS.map((key) => t(key)),
    page: (page: number, pages: number) => t('attendance.pdfPage', { page, pages }),
    noRecords: t('attendance.noRecords'),
  };
}

/**
 * The attendance PDF of requirements/attendance.md#limits: title, period line, generated-on line, page numbers and the
 * columns Date, User, Site, Check In, Check Out, Hours, Status. Rows are drawn batch by batch as
 * the query yields them and each finished page leaves at once, so a month of 500 people is never
 * held whole; the row count (asked first) gives "Page 1 of N" without buffering pages.
 */
export function attendancePdf(report: AttendanceReport, translator: Translator) {
  const texts = reportTexts(report, translator);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: texts.title, Creator: 'CMMS' },
  });
  // Every text goes through the writer: each script in a font that has it, read from the right in
  // Arabic, where the table's first column is on the right too (lib/pdf/pdf-text.ts).
  const write = pdfWriter(doc, translator.language);
  const pages = pageCountOf(report.total);
  let page = 1;
  let y = TABLE_TOP_FIRST;
  let rowsLeft = FIRST_PAGE_ROWS;

  const footer = () => {
    doc.fontSize(8).fillColor('#64748b');
    write.text(texts.page(page, pages), MARGIN, PAGE.height - MARGIN - 12, {
      width: PAGE.width - 2 * MARGIN,
      align: 'end',
    });
  };
  const row = (cells: readonly string[], header: boolean, shade: boolean) => {
    if (shade || header) {
      doc.rect(MARGIN, y, TABLE_WIDTH, ROW_HEIGHT).fill(header ? '#1e3a8a' : '#f1f5f9');
    }
    doc.fontSize(9).fillColor(header ? '#ffffff' : '#0f172a');
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = WIDTHS[index] ?? 60;
      write.text(cell, write.columnX(x, width, MARGIN, TABLE_WIDTH) + 4, y + 5, {
        width: width - 8,
        weight: header ? 'bold' : 'regular',
        ellipsis: true,
      });
      x += width;
    });
    y += ROW_HEIGHT;
  };

  const fullWidth = { width: PAGE.width - 2 * MARGIN };
  doc.fontSize(18).fillColor('#0f172a');
  write.text(texts.title, MARGIN, MARGIN, { ...fullWidth, weight: 'bold' });
  doc.fontSize(10).fillColor('#334155');
  write.text(texts.period, MARGIN, MARGIN + 28, fullWidth);
  write.text(texts.generatedOn, MARGIN, MARGIN + 44, fullWidth);
  row(texts.columns, true, false);

  async function draw() {
    let index = 0;
    for await (const batch of report.batches) {
      for (const record of batch) {
        if (rowsLeft === 0) {
          footer();
          doc.addPage();
          page += 1;
          y = MARGIN;
          rowsLeft = OTHER_PAGE_ROWS;
          row(texts.columns, true, false);
        }
        row(reportCells(record, translator), false, index % 2 === 1);
        rowsLeft -= 1;
        index += 1;
      }
      while (doc.readableLength > BUFFER_LIMIT) await once(doc, 'data');
    }
    if (index === 0) {
      doc.fontSize(10).fillColor('#64748b');
      write.text(texts.noRecords, MARGIN + 4, y + 6, { width: TABLE_WIDTH - 8 });
    }
    footer();
    doc.end();
  }
  draw().catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}
