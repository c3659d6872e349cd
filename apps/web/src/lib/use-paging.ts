import { useState } from 'react';

/**
 * The offset of a server-paged list. A page belongs to one set of filters (`filtersKey`: the
 * filters as JSON, or the search term): new filters start again at the first page, without an
 * effect that would first fetch the stale page.
 */
export function usePaging(filtersKey: string) {
  const [paging, setPaging] = useState({ key: '', offset: 0 });
  const offset = paging.key === filtersKey ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ key: filtersKey, offset: next });
  return [offset, setOffset] as const;
}
