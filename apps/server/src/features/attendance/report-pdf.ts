import { once } from 'node:events';
import { attendanceTexts, REPORT_COLUMNS } from '@cmms/shared/attendance';
import { dateIn } from '@cmms/shared/zones';
import PDFDocument from 'pdfkit';
import { clockTimeOf, reportCells } from './attendance.presenter';
import type { AttendanceReport } from './reports.service';

// A4 landscape, in points.
const MARGIN = 36;
const PAGE = { width: 841.89, height: 595.28 };
const ROW_HEIGHT = 18;
const TITLE_BLOCK = 78;
const FOOTER = 28;
const WIDTHS = [78, 205, 205, 66, 66, 72, 76] as const;
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

const stamp = (instant: Date, zone: string) =>
  `${dateIn(instant, zone)} ${clockTimeOf(instant, zone)}`;

/**
 * The attendance PDF of requirements/attendance.md#limits: title, period line, generated-on line, page numbers and the
 * columns Date, User, Site, Check In, Check Out, Hours, Status. Rows are drawn batch by batch as
 * the query yields them and each finished page leaves at once, so a month of 500 people is never
 * held whole; the row count (asked first) gives "Page 1 of N" without buffering pages.
 */
export function attendancePdf(report: AttendanceReport) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: attendanceTexts.reportTitle, Creator: 'CMMS' },
  });
  const pages = pageCountOf(report.total);
  let page = 1;
  let y = TABLE_TOP_FIRST;
  let rowsLeft = FIRST_PAGE_ROWS;

  const footer = () => {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(`Page ${page} of ${pages}`, MARGIN, PAGE.height - MARGIN - 12, {
        width: PAGE.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
  };
  const row = (cells: readonly string[], header: boolean, shade: boolean) => {
    if (shade || header) {
      doc
        .rect(
          MARGIN,
          y,
          WIDTHS.reduce((a, b) => a + b, 0),
          ROW_HEIGHT,
        )
        .fill(header ? '#1e3a8a' : '#f1f5f9');
    }
    doc
      .font(header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(header ? '#ffffff' : '#0f172a');
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = WIDTHS[index] ?? 60;
      doc.text(cell, x + 4, y + 5, {
        width: width - 8,
        height: ROW_HEIGHT,
        ellipsis: true,
        lineBreak: false,
      });
      x += width;
    });
    y += ROW_HEIGHT;
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#0f172a')
    .text(attendanceTexts.reportTitle, MARGIN, MARGIN);
  const filters = [
    report.siteName && `Site: ${report.siteName}`,
    report.userName && `User: ${report.userName}`,
  ]
    .filter(Boolean)
    .join('   ');
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#334155')
    .text(
      `Period: ${report.from} to ${report.to}${filters ? `   ${filters}` : ''}`,
      MARGIN,
      MARGIN + 28,
    )
    .text(`Generated on: ${stamp(report.generatedAt, report.timeZone)}`, MARGIN, MARGIN + 44);
  row(REPORT_COLUMNS, true, false);

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
          row(REPORT_COLUMNS, true, false);
        }
        row(reportCells(record), false, index % 2 === 1);
        rowsLeft -= 1;
        index += 1;
      }
      while (doc.readableLength > BUFFER_LIMIT) await once(doc, 'data');
    }
    if (index === 0) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#64748b')
        .text(attendanceTexts.noRecords, MARGIN + 4, y + 6);
    }
    footer();
    doc.end();
  }
  draw().catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}
