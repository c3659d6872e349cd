import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text } from 'drizzle-orm/pg-core';

/**
 * The text a list's search reads, lower-cased and stored with the row (a generated column). A
 * trigram index can only find candidates; PostgreSQL then rechecks each one against the row.
 * With the text stored and already lower-cased, that recheck is a plain LIKE on one column,
 * instead of joining the fields and folding their case for every candidate: a third of a
 * search's time (bench/work-orders.mjs). `parts` is SQL over the row's own columns, by name.
 */
export const searchTextColumn = (parts: SQL) =>
  text('search_text').notNull().generatedAlwaysAs(sql`lower(${parts})`);

/** The row's search text contains a pattern (lib/sql.ts containsPattern), in any case. */
export const searchTextContains = (column: AnyPgColumn, pattern: Placeholder) =>
  sql`${column} like lower(${pattern})`;

/** A table's columns as a list selects them: all but the search text, which no screen shows. */
export function withoutSearchText<Columns extends { searchText: AnyPgColumn }>(
  columns: Columns,
): Omit<Columns, 'searchText'> {
  const { searchText: _searchText, ...shown } = columns;
  return shown;
}
