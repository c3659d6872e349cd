import { TOTAL_COUNT_HEADER } from '@cmms/shared/lists';
import type { FastifyReply } from 'fastify';

/** A list answer (requirements/api.md#contract): the page as an array, the total in X-Total-Count. */
export function sendPage<Row, Item>(
  reply: FastifyReply,
  page: { rows: Row[]; total: number },
  present: (row: Row) => Item,
) {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows.map(present);
}
