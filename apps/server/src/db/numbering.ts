import { sql } from 'drizzle-orm';
import { bigserial, text } from 'drizzle-orm/pg-core';

/**
 * A record's sequential number and its display form (AST-000001, WO-000001): the number comes
 * from a database sequence, so instances running side by side never hand out the same one
 * (requirements/api.md#server-rules), and a rolled-back insert leaves a gap. Six digits at least, more when needed.
 */
export function sequentialNumber(prefix: string, displayColumn: string) {
  return {
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    display: text(displayColumn).notNull().generatedAlwaysAs(sequentialDisplay(prefix)),
  };
}

/**
 * The display form as SQL over the row's `number`, for a generated column (a generated column
 * cannot read another one, so the search text repeats it).
 */
export const sequentialDisplay = (prefix: string) =>
  sql`${sql.raw(`'${prefix}-'`)} || lpad(number::text, greatest(6, length(number::text)), '0')`;
