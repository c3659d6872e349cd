import {
  type Material,
  type MaterialRequest,
  type MaterialUnit,
  type Movement,
  type MovementKind,
  type RequestStatus,
  stockLevelOf,
} from '@cmms/shared/materials';
import type { MaterialWithSite } from './materials.repository';
import type { RequestWithNames } from './requests.repository';

const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentMaterial(row: MaterialWithSite): Material {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    unit: row.unit as MaterialUnit,
    quantity: row.quantity,
    reorderLevel: row.reorderLevel,
    siteId: row.siteId,
    site: ref(row.siteId, row.siteName),
    stockLevel: stockLevelOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRequest(row: RequestWithNames): MaterialRequest {
  return {
    id: row.id,
    materialId: row.materialId,
    material: { name: row.materialName, unit: row.unit as MaterialUnit },
    userId: row.userId,
    user: { id: row.userId, name: row.userName },
    quantity: row.quantity,
    reason: row.reason,
    status: row.status as RequestStatus,
    siteId: row.siteId,
    site: ref(row.siteId, row.siteName),
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    decidedBy: ref(row.decidedById, row.decidedByName),
    issuedAt: iso(row.issuedAt),
  };
}

export function presentMovement(row: {
  id: string;
  kind: string;
  delta: number;
  quantityAfter: number;
  note: string;
  requestId: string | null;
  userId: string | null;
  userName: string | null;
  createdAt: Date;
}): Movement {
  return {
    id: row.id,
    kind: row.kind as MovementKind,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    note: row.note,
    requestId: row.requestId,
    user: ref(row.userId, row.userName),
    createdAt: row.createdAt.toISOString(),
  };
}
