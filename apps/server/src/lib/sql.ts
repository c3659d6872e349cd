import { createHash } from 'node:crypto';
import { Column, is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A named value a prepared query binds when it is executed. */
export const bound = (name: string) => sql.placeholder(name);

const preparedQueries = new WeakMap<object, Map<string, unknown>>();
// Shapes are the combinations of a list's filters, a few dozen in practice; the cap only stops a
// bug from growing the map without end.
const SHAPES_KEPT = 1_000;

/**
 * A query whose text depends only on which of its values are present (its shape), built and
 * prepared once per database and shape, then only executed. Building and rendering a Drizzle
 * query cost more Node time than PostgreSQL spends running a page of a list
 * (bench/work-orders.mjs); a prepared query skips both, and PostgreSQL reuses its parse.
 * `build` receives the statement name to prepare under: unique per shape, within PostgreSQL's
 * 63 characters.
 */
export function preparedOnce<Query>(
  db: object,
  shape: string,
  build: (statementName: string) => Query,
): Query {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = new Map();
    preparedQueries.set(db, queries);
  }
  let query = queries.get(shape) as Query | undefined;
  if (!query) {
    query = withFlatRows(build(`p_${createHash('sha1').update(shape).digest('base64url')}`));
    if (queries.size >= SHAPES_KEPT) queries.clear();
    queries.set(shape, query);
  }
  return query;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What Drizzle keeps on a prepared select (drizzle-orm 0.45, node-postgres and PGlite alike). */
type PreparedInternals = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/**
 * The decoder Drizzle's row mapping would find for a selected column or expression, found once;
 * undefined for any other kind of field.
 */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
  // `decoder` is marked internal; it is what Drizzle's mapResultRow reads.
  return (expression as unknown as { decoder?: Decoder } | undefined)?.decoder;
}

/**
 * A prepared select of flat fields that turns its rows into objects with decoders found once.
 * Drizzle's own mapping looks up every field's kind on every row (`is`, which walks prototype
 * chains, and aliased tables are proxies): an eighth of a list request's Node time
 * (bench/work-orders.mjs). The objects are the same as Drizzle's; a test compares them. Nested
 * selections keep Drizzle's mapping.
 */
export function withFlatRows<Query>(prepared: Query): Query {
  const internals = prepared as PreparedInternals;
  const fields = internals.fields;
  if (!fields || internals.customResultMapper) return prepared;
  const keys = fields.map(({ path }) => path[0] as string);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const flat = fields.every(({ path }, i) => path.length === 1 && decoders[i] !== undefined);
  if (!flat) return prepared;
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        record[keys[i] as string] =
          value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
      }
      return record;
    });
  return prepared;
}

/**
 * The shape of a query's values, for preparedOnce: the names of those present, in order. A value
 * that is undefined is absent, and its condition is left out of the query.
 */
export function shapeOf(family: string, values: Record<string, unknown>) {
  let shape = family;
  for (const name in values) if (values[name] !== undefined) shape += `,${name}`;
  return shape;
}

/**
 * PostgreSQL's text of a timestamptz as Date.toISOString writes it, cut to milliseconds as a Date
 * is: "2026-11-21 22:44:01.371098+00" becomes "2026-11-21T22:44:01.371Z". In a UTC session (the
 * usual server setting) that is slicing; any other text goes through a Date, as Drizzle's own
 * timestamp columns do.
 */
export function isoOfTimestamptz(text: string): string {
  const length = text.length;
  if (length >= 22 && text.charCodeAt(10) === 32 && text.endsWith('+00')) {
    const fraction = length > 22 ? text.slice(20, length - 3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return new Date(text).toISOString();
}

/**
 * A timestamp column as the API writes it (ISO 8601, UTC, milliseconds), from PostgreSQL's own
 * text. Parsing each timestamp of a list into a Date and formatting it again took a tenth of the
 * Node time of a list request, and having PostgreSQL format it (to_char) cost a tenth of the
 * list statement (bench/work-orders.mjs).
 */
export const isoTimestamp = <Nullable extends null = never>(column: AnyPgColumn) =>
  sql<string | Nullable>`${column}`.mapWith(isoOfTimestamptz);

/** A user's search text as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
