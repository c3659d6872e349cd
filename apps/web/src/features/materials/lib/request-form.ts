import type { MaterialRequest } from '@cmms/shared/materials';

/** The fields of the request forms, which the server may name in a validation failure. */
export const REQUEST_FORM_FIELDS = ['materialId', 'quantity', 'reason'] as const;

/** A new request: the material the user picked a row for, if any; quantity 1, no reason. */
export const newRequestDefaults = (materialId: string | null) => ({
  materialId: materialId ?? '',
  quantity: 1,
  reason: '',
});

export const editRequestDefaults = (request: MaterialRequest) => ({
  quantity: request.quantity,
  reason: request.reason,
});
