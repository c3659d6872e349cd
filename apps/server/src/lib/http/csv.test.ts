import { describe, expect, it } from 'vitest';
import { batchesByNumber, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes what RFC 4180 needs quoted and leaves the rest alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '--1', '@SUM(A1)', '\tx', '-\n=1']) {
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    }
  });

  it('leaves a lone formula character alone: it computes nothing (the placeholder "-")', () => {
    for (const text of ['-', '+', '=', '@']) expect(csvCell(text)).toBe(text);
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', null, 'b'])).toBe('a,,b\r\n');
  });
});

describe('batchesByNumber', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ number: 7 - i }));
  const fetchBatch = async (before: number | null, size: number) =>
    rows.filter((row) => before === null || row.number < before).slice(0, size);

  it('pages through every row exactly once, a batch at a time', async () => {
    const batches: number[][] = [];
    for await (const batch of batchesByNumber(fetchBatch, 3)) {
      batches.push(batch.map((row) => row.number));
    }
    expect(batches).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
  });

  it('stops after a full last batch without yielding an empty one', async () => {
    const batches: number[][] = [];
    for await (const batch of batchesByNumber(fetchBatch, 7))
      batches.push(batch.map((r) => r.number));
    expect(batches).toHaveLength(1);
  });
});
