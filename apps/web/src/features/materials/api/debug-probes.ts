import { MATERIAL_ROUTES } from '@cmms/shared/materials';
import { getPage } from '../../../lib/paged-request';

/** One test of the debug panel: how many rows came, the total the server counted, the rows. */
export type ProbeResult =
  | { ok: true; count: number; total: number; data: unknown[] }
  | { ok: false; error: string };

/**
 * requirements/materials.md#screens: the debug panel's three test buttons, each one list call as
 * the screens make it; their words are keys, read where the panel shows them.
 */
export const DEBUG_PROBES = [
  {
    id: 'materials',
    labelKey: 'materials.testMaterialsApi',
    nameKey: 'materials.probeMaterials',
    path: MATERIAL_ROUTES.list,
  },
  {
    id: 'assets',
    labelKey: 'materials.testAssetsApi',
    nameKey: 'materials.probeAssets',
    path: '/assets',
  },
  {
    id: 'requests',
    labelKey: 'materials.testRequestsApi',
    nameKey: 'materials.probeRequests',
    path: MATERIAL_ROUTES.requests,
  },
] as const;
export type ProbeId = (typeof DEBUG_PROBES)[number]['id'];

/** A first page is enough to see that the call works and what it answers. */
const PROBE_LIMIT = 50;

export async function runProbe(path: string): Promise<ProbeResult> {
  try {
    const page = await getPage<unknown>(path, { limit: PROBE_LIMIT, offset: 0 });
    return { ok: true, count: page.items.length, total: page.total, data: page.items };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
