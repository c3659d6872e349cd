import { createHash } from 'node:crypto';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

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
    query = build(`p_${createHash('sha1').update(shape).digest('base64url')}`);
    if (queries.size >= SHAPES_KEPT) queries.clear();
    queries.set(shape, query);
  }
  return query;
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
 * A timestamp column as the API writes it, formatted by PostgreSQL exactly as Date.toISOString
 * would (UTC, milliseconds). Parsing each timestamp of a list into a Date and formatting it
 * again took a tenth of the Node time of a list request (bench/work-orders.mjs).
 */
export const isoTimestamp = <Nullable extends null = never>(column: AnyPgColumn) =>
  sql<string | Nullable>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A user's search text as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type NumberedBySite = PgTable & {
  id: AnyPgColumn;
  number: AnyPgColumn;
  siteId: AnyPgColumn;
};

/**
 * The ids of one page of a newest-first list scoped to several sites (bound as `siteIds`), as a
 * subquery for `inArray(table.id, ...)`. `site_id IN (...) ORDER BY number DESC` cannot use the (site_id,
 * number) index for its order, so PostgreSQL walks every number of every site until it has a
 * page: slow for a manager whose sites are quiet. Taking the newest rows of each site through
 * that index (a lateral join) and merging them reads at most offset + limit rows per site,
 * however the work is spread. The outer query orders the page again by number.
 */
export function pageAcrossSites(table: NumberedBySite, where: SQL | undefined): SQL {
  return sql`(
    select page.id from unnest(${bound('siteIds')}::uuid[]) as scope(site_id)
    cross join lateral (
      select ${table.id} as id, ${table.number} as number from ${table}
      where ${table.siteId} = scope.site_id and ${where ?? sql`true`}
      order by ${table.number} desc
      limit ${bound('pageEnd')}
    ) as page
    order by page.number desc
    limit ${bound('limit')} offset ${bound('offset')})`;
}

/**
 * A list's answer from a page whose rows each carry the list's total (one statement, one round
 * trip). A page past the end has no row to carry it, so only then is the list counted alone.
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countAlone: () => Promise<number>,
) {
  const first = rows[0];
  if (first) return { rows, total: first.total };
  return { rows, total: offset === 0 ? 0 : await countAlone() };
}

const totalColumn = (count: SQLWrapper) => sql<number>`(${count})::int`.mapWith(Number).as('total');

/**
 * How one statement reads a page of a newest-first list and the list's total (as a column):
 * - `total` is a count query: the page is the list's own query, limited, or for several sites
 *   the ids from pageAcrossSites.
 * - `search`: the matches of a search are found once, in a `matches` CTE that both the count
 *   and the page's ids read; only the page's rows are then joined to their names. (Joined
 *   first, PostgreSQL's generic plan joined every match before sorting.)
 * `pages` says whether the caller still limits and offsets the query.
 */
export function pagePlan(
  db: DbOrTx,
  table: NumberedBySite,
  where: SQL | undefined,
  total: SQLWrapper | 'search',
  mergeSites: boolean,
) {
  if (total !== 'search') {
    return mergeSites
      ? {
          from: db,
          where: inArray(table.id, pageAcrossSites(table, where)),
          pages: false,
          total: totalColumn(total),
        }
      : { from: db, where, pages: true, total: totalColumn(total) };
  }
  const matches = db
    .$with('matches')
    .as(db.select({ id: table.id, number: table.number }).from(table).where(where));
  return {
    from: db.with(matches),
    where: inArray(
      table.id,
      sql`(select ${matches.id} from ${matches} order by ${matches.number} desc
        limit ${bound('limit')} offset ${bound('offset')})`,
    ),
    pages: false,
    total: totalColumn(sql`select count(*) from ${matches}`),
  };
}

/**
 * The binding names pageAcrossSites and a page's limit and offset use: the sites to merge (when
 * there are several) and how far down each site's list the page ends.
 */
export function pageBindings(
  siteIds: string[] | undefined,
  page: { limit: number; offset: number },
) {
  const merged = siteIds !== undefined && siteIds.length > 1;
  return {
    mergeSites: merged ? true : undefined,
    pageEnd: merged ? page.offset + page.limit : undefined,
    limit: page.limit,
    offset: page.offset,
  };
}
