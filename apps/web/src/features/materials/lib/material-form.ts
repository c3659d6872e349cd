import { MATERIAL_DEFAULTS, type Material, type MaterialInput } from '@cmms/shared/materials';

/** The fields the form has, which the server may name in a validation failure. */
export const MATERIAL_FORM_FIELDS = [
  'name',
  'description',
  'category',
  'unit',
  'quantity',
  'reorderLevel',
  'siteId',
] as const satisfies readonly (keyof MaterialInput)[];

/** requirements/materials.md#validation: the material's own values for Edit; for Add the defaults (pieces, 0, 10, All Sites). */
export function materialFormDefaults(material: Material | null): MaterialInput {
  if (!material) {
    return {
      name: '',
      description: '',
      category: '',
      unit: MATERIAL_DEFAULTS.unit,
      quantity: MATERIAL_DEFAULTS.quantity,
      reorderLevel: MATERIAL_DEFAULTS.reorderLevel,
      siteId: '',
    };
  }
  return {
    name: material.name,
    description: material.description,
    category: material.category,
    unit: material.unit,
    quantity: material.quantity,
    reorderLevel: material.reorderLevel,
    siteId: material.siteId ?? '',
  };
}

/** requirements/materials.md#validation: a non-numeric quantity or reorder level defaults to 0 (a negative one is refused). */
export function wholeOrZero(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(String(raw), 10);
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}
