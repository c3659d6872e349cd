import {
  and,
  count,
  eq,
  inArray,
  lt,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { type PendingAuth, SessionUnconfirmed } from './auth/require-auth';
import { bound, preparedOnce, shapeOf } from './sql';

// Newest-first lists numbered by site (work orders, assets): a page with its total in one
// statement, CSV batches and one record, each prepared once per shape (docs/database.md,
// "Statements and plans").

type NumberedBySite = PgTable & {
  id: AnyPgColumn;
  number: AnyPgColumn;
  siteId: AnyPgColumn;
};

/**
 * The ids of one page of a newest-first list scoped to several sites (bound as `siteIds`), as a
 * subquery for `inArray(table.id, ...)`. `site_id IN (...) ORDER BY number DESC` cannot use the
 * (site_id, number) index for its order, so PostgreSQL walks every number of every site until it
 * has a page: slow for a manager whose sites are quiet. Taking the newest rows of each site
 * through that index (a lateral join) and merging them reads at most offset + limit rows per
 * site, however the work is spread. The outer query orders the page again by number.
 */
function pageAcrossSites(table: NumberedBySite, where: SQL | undefined): SQL {
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
async function pageWithTotal<Row extends { total: number }>(
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
function pagePlan(
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
 * The bindings of a page: its limit and offset, and when it merges several sites
 * (pageAcrossSites) how far down each site's list it ends.
 */
function pageBindings(mergedSites: string[] | undefined, page: { limit: number; offset: number }) {
  const merged = mergedSites !== undefined && mergedSites.length > 1;
  return {
    mergeSites: merged ? true : undefined,
    pageEnd: merged ? page.offset + page.limit : undefined,
    limit: page.limit,
    offset: page.offset,
  };
}

type Prepared<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };
type Preparable<Row> = { prepare(name: string): Prepared<Row> };
type Limitable<Row> = Preparable<Row> & {
  limit(limit: Placeholder): Preparable<Row> & {
    offset(offset: Placeholder): Preparable<Row>;
  };
};

type Countable = Preparable<{ n: number }> & SQLWrapper;

/**
 * How many rows of a list match: summed from the list's counts table, kept exact by triggers
 * (a few hundred rows instead of every match), when the filters are ones that table can answer
 * (`summable`); counted over the rows otherwise. Each side's conditions are given for it.
 */
export function countOrSum(
  db: DbOrTx,
  summable: boolean,
  counts: { table: PgTable & { n: AnyPgColumn }; where: SQL | undefined },
  rows: { table: PgTable; where: SQL | undefined },
): Countable {
  return summable
    ? db
        .select({ n: sql<number>`coalesce(sum(${counts.table.n}), 0)::int` })
        .from(counts.table)
        .where(counts.where)
    : db.select({ n: count() }).from(rows.table).where(rows.where);
}

/**
 * The parts of a newest-first list that differ between lists (work orders, assets); readPage,
 * readBatch and readOne make the statements from them.
 */
export type ListQueries<Bindings, Row> = {
  family: string;
  table: NumberedBySite;
  /** The conditions of the bindings present, each on its bound value. */
  whereOf(has: Bindings): SQL | undefined;
  /** How many match: from a counts table where it can answer. */
  countOf(db: DbOrTx, has: Bindings): Countable;
  /** The rows with their names, and `extra` columns. */
  select<Extra extends Record<string, SQL.Aliased>>(
    from: Pick<DbOrTx, 'select'>,
    where: SQL | undefined,
    extra?: Extra,
  ): Limitable<Row & { [K in keyof Extra]: Extra[K]['_']['type'] }>;
};

type ListBindings = { siteIds?: string[] | undefined; search?: string | undefined };

/**
 * A page of a list and how many match, in one statement prepared per shape (pagePlan).
 * `mergedSites`: the caller's sites when the page should merge them (pageAcrossSites).
 * `pending`: the caller's session, when the statement is to check it (authCheckedByStatement).
 * Each row then says whether the check held; a page whose check did not hold, or without rows,
 * throws SessionUnconfirmed and the route reads the session afresh.
 */
export async function readPage<Bindings extends ListBindings, Row>(
  db: DbOrTx,
  list: ListQueries<Bindings, Row>,
  filters: Bindings,
  page: { limit: number; offset: number },
  mergedSites: string[] | undefined,
  pending?: PendingAuth,
) {
  const values = {
    ...filters,
    ...pageBindings(mergedSites, page),
    ...(pending ? pending.bindings : {}),
  };
  const statement = preparedOnce(db, shapeOf(`${list.family}.page`, values), (name) => {
    const total = values.search ? 'search' : list.countOf(db, values);
    const plan = pagePlan(db, list.table, list.whereOf(values), total, Boolean(values.mergeSites));
    // A column, not a condition: as a condition it changed how PostgreSQL joined the page.
    const query = list.select(plan.from, plan.where, {
      total: plan.total,
      ...(pending ? { sessionOpen: sql<boolean>`${pending.condition}`.as('session_open') } : {}),
    });
    return plan.pages
      ? query.limit(bound('limit')).offset(bound('offset')).prepare(name)
      : query.prepare(name);
  });
  const rows = await statement.execute(values);
  if (pending) {
    // The rows were read in the same snapshot as the check, and leave this process only if it
    // held. No rows say nothing about the session.
    const first = rows[0] as { sessionOpen?: boolean } | undefined;
    if (first?.sessionOpen !== true) throw new SessionUnconfirmed();
    pending.confirmed = true;
  }
  return pageWithTotal(rows, page.offset, async () => {
    const counted = preparedOnce(db, shapeOf(`${list.family}.count`, filters), (name) =>
      list.countOf(db, filters).prepare(name),
    );
    const [row] = await counted.execute(filters);
    return row?.n ?? 0;
  });
}

/** A batch for a CSV export: the list's filters, numbers below `before` (batchesByNumber). */
export function readBatch<Bindings extends ListBindings, Row>(
  db: DbOrTx,
  list: ListQueries<Bindings, Row>,
  filters: Bindings,
  before: number | null,
  size: number,
) {
  const values = { ...filters, before: before ?? undefined, size };
  const { number } = list.table;
  return preparedOnce(db, shapeOf(`${list.family}.batch`, values), (name) =>
    list
      .select(
        db,
        and(
          list.whereOf(values),
          values.before === undefined ? undefined : lt(number, bound('before')),
        ),
      )
      .limit(bound('size'))
      .prepare(name),
  ).execute(values);
}

/** One record of a list, if the caller's bindings (their scope) let them see it. */
export async function readOne<Bindings extends ListBindings, Row>(
  db: DbOrTx,
  list: ListQueries<Bindings, Row>,
  id: string,
  scope: Bindings,
) {
  const values = { ...scope, id };
  const statement = preparedOnce(db, shapeOf(`${list.family}.one`, values), (name) =>
    list.select(db, and(eq(list.table.id, bound('id')), list.whereOf(values))).prepare(name),
  );
  const [row] = await statement.execute(values);
  return row ?? null;
}
