import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

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
 * The ids of one page of a newest-first list scoped to several sites, as a subquery for
 * `inArray(table.id, ...)`. `site_id IN (...) ORDER BY number DESC` cannot use the (site_id,
 * number) index for its order, so PostgreSQL walks every number of every site until it has a
 * page: slow for a manager whose sites are quiet. Taking the newest rows of each site through
 * that index (a lateral join) and merging them reads at most offset + limit rows per site,
 * however the work is spread. The outer query orders the page again by number.
 */
export function pageAcrossSites(
  table: NumberedBySite,
  siteIds: string[],
  where: SQL | undefined,
  page: { limit: number; offset: number },
): SQL {
  const sites = sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(
    select page.id from unnest(array[${sites}]::uuid[]) as scope(site_id)
    cross join lateral (
      select ${table.id} as id, ${table.number} as number from ${table}
      where ${table.siteId} = scope.site_id and ${where ?? sql`true`}
      order by ${table.number} desc
      limit ${page.offset + page.limit}
    ) as page
    order by page.number desc
    limit ${page.limit} offset ${page.offset})`;
}
