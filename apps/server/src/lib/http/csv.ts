import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
// The character alone computes nothing: a lone '-' is the placeholder of a value not there yet
// (an open attendance record's Check Out and Hours), and a guard would show it as "'-".
const FORMULA_START = /^[=+\-@\t\r]./s;

/** One CSV cell (RFC 4180): quoted when it must be, never a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Pages through a query in the order of a unique key, a batch at a time: an export of any size
 * holds one batch in memory, and keyset paging never skips or repeats a row. `fetchBatch` gets
 * the key of the last row so far (null at first) and answers the rows after it.
 */
export async function* batchesAfter<Row, Key>(
  fetchBatch: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = 1000,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchBatch(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    after = keyOf(last);
  }
}

/** batchesAfter for a list newest first by its unique number: the rows below the last one. */
export const batchesByNumber = <Row extends { number: number }>(
  fetchBatch: (beforeNumber: number | null, size: number) => Promise<Row[]>,
  size = 1000,
) => batchesAfter(fetchBatch, (row: Row) => row.number, size);

/** Streams a CSV download: the header line, then each batch as it arrives. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  cellsOf: (row: Row) => (string | number | null | undefined)[],
) {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) yield batch.map((row) => csvLine(cellsOf(row))).join('');
  }
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return reply.send(Readable.from(lines()));
}
