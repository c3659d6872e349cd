import type { Material, MaterialRequest } from '@cmms/shared/materials';

/** The fields of the request forms, which the server may name in a validation failure. */
export const REQUEST_FORM_FIELDS = ['materialId', 'quantity', 'reason', 'taskId'] as const;

/** A new request: the material the user picked a row for, if any; quantity 1, no reason. */
export const newRequestDefaults = (materialId: string | null) => ({
  materialId: materialId ?? '',
  quantity: 1,
  reason: '',
  taskId: null,
});

/**
 * The work orders a request for this material may name (the server's rule, mirrored): those of
 * its site, or every one for a material kept for all sites or none chosen yet.
 */
export const workOrdersFor = <T extends { siteId: string }>(
  tasks: T[],
  material: Material | null,
) => (material?.siteId ? tasks.filter((task) => task.siteId === material.siteId) : tasks);

export const editRequestDefaults = (request: MaterialRequest) => ({
  quantity: request.quantity,
  reason: request.reason,
});
