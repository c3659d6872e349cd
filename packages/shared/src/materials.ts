import { z } from 'zod';
import { type Message, type MessageKey, msg } from './i18n/message';
import { pageQuerySchema } from './lists';
import { amountSchema } from './money';
import { numberSchema } from './numbers';
import { hasPermission, type Permission } from './permissions';
import { isAdminRole } from './roles';

/**
 * Materials (requirements/materials.md#screens, #records to #limits, issue 19): an inventory per site, requests from request to
 * issue, and a stock ledger: every change of quantity is a movement, and the stock is their sum.
 */

export const MATERIAL_UNITS = [
  'pieces',
  'pairs',
  'sets',
  'boxes',
  'rolls',
  'liters',
  'kilograms',
] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** The name of each unit the form offers ('pieces'); the stored value stays the English code. */
export const UNIT_LABELS = {
  pieces: 'materials.unitPieces',
  pairs: 'materials.unitPairs',
  sets: 'materials.unitSets',
  boxes: 'materials.unitBoxes',
  rolls: 'materials.unitRolls',
  liters: 'materials.unitLiters',
  kilograms: 'materials.unitKilograms',
} as const satisfies Record<MaterialUnit, MessageKey>;

/** A quantity of each unit, the unit agreeing with it: '1 piece', '0 pieces', '12 boxes'. */
const UNIT_QUANTITIES = {
  pieces: 'materials.quantityPieces',
  pairs: 'materials.quantityPairs',
  sets: 'materials.quantitySets',
  boxes: 'materials.quantityBoxes',
  rolls: 'materials.quantityRolls',
  liters: 'materials.quantityLiters',
  kilograms: 'materials.quantityKilograms',
} as const satisfies Record<MaterialUnit, MessageKey>;

const isUnit = (unit: string): unit is MaterialUnit =>
  (MATERIAL_UNITS as readonly string[]).includes(unit);

/**
 * A quantity with its unit, as a message each reader reads in their language: every quantity
 * the screens and the server's messages show goes through this one function. A unit outside
 * the list (none is stored today) is shown as it is, after the number.
 */
export function quantityMessage(quantity: number, unit: string): Message {
  return isUnit(unit)
    ? msg(UNIT_QUANTITIES[unit], { count: quantity })
    : msg('materials.quantityOfUnit', { count: quantity, unit });
}

export const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Issued'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** What a request may become next (requirements/materials.md#states): Rejected and Issued are final. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  Pending: ['Approved', 'Rejected'],
  Approved: ['Issued'],
  Rejected: [],
  Issued: [],
};
/** The word for each status (stored values are the English codes, the screens show these). */
export const REQUEST_STATUS_LABELS = {
  Pending: 'materials.statusPending',
  Approved: 'materials.statusApproved',
  Rejected: 'materials.statusRejected',
  Issued: 'materials.statusIssued',
} as const satisfies Record<RequestStatus, MessageKey>;

export const STOCK_LEVELS = ['Out of Stock', 'Low Stock', 'In Stock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const STOCK_LEVEL_LABELS = {
  'Out of Stock': 'materials.levelOutOfStock',
  'Low Stock': 'materials.levelLowStock',
  'In Stock': 'materials.levelInStock',
} as const satisfies Record<StockLevel, MessageKey>;

/** requirements/materials.md#states: out at 0 or below, low at or below the reorder level, in stock otherwise. */
export function stockLevelOf(material: { quantity: number; reorderLevel: number }): StockLevel {
  if (material.quantity <= 0) return 'Out of Stock';
  if (material.quantity <= material.reorderLevel) return 'Low Stock';
  return 'In Stock';
}

/** requirements/materials.md#limits: the defaults of a new material, and the request maximum when stock is unknown. */
export const MATERIAL_DEFAULTS = { unit: 'pieces', quantity: 0, reorderLevel: 10 } as const;
export const UNKNOWN_STOCK_MAX = 1000;
/** requirements/materials.md#limits: the management screen polls the requests every 30 s. */
export const REQUEST_POLL_MS = 30_000;
const MAX_QUANTITY = 1_000_000;

/** Movements of the stock ledger and why they happened. */
const MOVEMENT_KINDS = ['initial', 'adjustment', 'issue', 'return'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Who may do what (requirements/materials.md#who-may-do-what)

/** A caller as the rules read them: the permissions their role grants, and their sites. */
export type MaterialCaller = { role: string; permissions: readonly string[] };

const can = (caller: MaterialCaller, permission: Permission) =>
  hasPermission(caller.permissions, permission);

/**
 * The permissions of the catalogue's Materials category, each granting its own verbs
 * (docs/permissions.md, "What each permission grants"); the spec's roles get them from their
 * default lists (manager: all three; supervisor, technician, housekeeping: view and request).
 */
export const materialRules = {
  /** Every materials call also needs admin rights or at least one assigned site (docs/materials.md). */
  hasSites: (caller: { role: string; siteCount: number }) =>
    isAdminRole(caller.role) || caller.siteCount > 0,
  /** The inventory, one material, its ledger and the categories: view_materials. */
  canView: (caller: MaterialCaller) => can(caller, 'view_materials'),
  /** Ask for a material, and read and edit one's own Pending requests: request_materials. */
  canRequest: (caller: MaterialCaller) => can(caller, 'request_materials'),
  /** Add, edit and delete materials; approve, reject, issue, edit and delete any request of
   * one's sites: manage_materials. */
  canManage: (caller: MaterialCaller) => can(caller, 'manage_materials'),
  /** Any of the three: the materials screens open. */
  canUseScreens: (caller: MaterialCaller) =>
    materialRules.canView(caller) ||
    materialRules.canRequest(caller) ||
    materialRules.canManage(caller),
  /** The debug panel of the request screen: those who manage materials. */
  seesDebugPanel: (caller: MaterialCaller) => materialRules.canManage(caller),
  /**
   * Edit or delete a material: those who manage materials, and for a material kept for all
   * sites (no site) only administrators: it is every site's, not one manager's (issue 29).
   */
  canChangeMaterial: (caller: MaterialCaller, material: { siteId: string | null }) =>
    materialRules.canManage(caller) && (material.siteId !== null || isAdminRole(caller.role)),
  /**
   * Add stock that arrived: a movement of stock like issuing, so whoever issues from a material
   * restocks it, a material kept for all sites included (docs/materials.md, "Restocking").
   */
  canRestock: (caller: MaterialCaller) => materialRules.canManage(caller),
};

// ---------------------------------------------------------------------------------------------
// Inputs

/** A JSON number or plain decimal digits ("5"); "0x10", true, " 5" and "1e3" get `message`. */
const wholeNumber = (message: MessageKey, min: number, minMessage: MessageKey) =>
  numberSchema(message).pipe(
    z
      .number()
      .int({ error: 'materials.wholeNumbers' })
      .min(min, { error: minMessage })
      .max(MAX_QUANTITY, { error: 'materials.quantityMax' }),
  );

/** zod's own size message names the field ('Description must be at most 2000 characters'). */
const text = (max: number) => z.string().trim().max(max);

const materialFields = {
  // The field is 'name', the text says 'Material name': a message of its own.
  name: z.string().trim().max(200, 'materials.nameTooLong').min(1, 'materials.nameRequired'),
  description: text(2000),
  category: text(100).min(1, 'materials.categoryRequired'),
  unit: z.enum(MATERIAL_UNITS, { error: 'materials.unitInvalid' }),
  quantity: wholeNumber('materials.quantityNotNegative', 0, 'materials.quantityNotNegative'),
  reorderLevel: wholeNumber('materials.reorderNotNegative', 0, 'materials.reorderNotNegative'),
  /** '' and null: for all sites. */
  siteId: z
    .union([z.uuid({ error: 'materials.siteIdInvalid' }), z.literal('')])
    .nullable()
    .transform((value) => value || null),
};

/**
 * POST /materials, the material form: name and category required; numbers not negative;
 * what is left out takes the defaults of a new material (pieces, 0, reorder level 10, all
 * sites).
 */
/**
 * What one unit costs, in the organisation's currency (issue 33: a work order's parts cost);
 * ours, so a body without it keeps what is stored, and null clears it.
 */
const unitCostSchema = amountSchema('materials.unitCostInvalid', 1_000_000);

export const materialInputSchema = z.object({
  name: materialFields.name,
  description: materialFields.description.nullish().transform((value) => value ?? ''),
  category: materialFields.category,
  unit: materialFields.unit.default(MATERIAL_DEFAULTS.unit),
  quantity: materialFields.quantity.default(MATERIAL_DEFAULTS.quantity),
  reorderLevel: materialFields.reorderLevel.default(MATERIAL_DEFAULTS.reorderLevel),
  siteId: materialFields.siteId.optional().transform((value) => value ?? null),
  unitCost: unitCostSchema.optional().transform((value) => value ?? null),
});
export type MaterialInput = z.input<typeof materialInputSchema>;
export type MaterialValues = z.output<typeof materialInputSchema>;

/**
 * PUT /materials/{id}: the same form, but a field left out keeps what is stored. A default here
 * would be a change nobody asked for: a body without `quantity` set the stock to 0 (issue 29).
 * Name and category stay required, as on the form; null description empties it, null or ''
 * site puts the material under all sites.
 */
export const materialUpdateSchema = z.object({
  name: materialFields.name,
  description: materialFields.description
    .nullish()
    .transform((value) => (value === null ? '' : value)),
  category: materialFields.category,
  unit: materialFields.unit.optional(),
  quantity: materialFields.quantity.optional(),
  reorderLevel: materialFields.reorderLevel.optional(),
  siteId: materialFields.siteId.optional(),
  unitCost: unitCostSchema.optional(),
});
export type MaterialUpdate = z.output<typeof materialUpdateSchema>;

/**
 * POST /materials/{id}/restock: how many arrived (at least 1), and optionally a note (a delivery
 * note's number, the supplier).
 */
export const restockInputSchema = z.object({
  quantity: wholeNumber(
    'materials.restockQuantityPositive',
    1,
    'materials.restockQuantityPositive',
  ),
  note: text(200)
    .nullish()
    .transform((value) => value ?? ''),
});
export type RestockInput = z.input<typeof restockInputSchema>;

const quantity = wholeNumber('materials.quantityPositive', 1, 'materials.quantityPositive');
const reason = z
  .string({ error: 'materials.reasonRequired' })
  .trim()
  .min(1, 'materials.reasonRequired')
  .max(1000);

/** A request (requirements/materials.md#validation): a material, a quantity above 0, a reason. */
export const requestInputSchema = z.object({
  materialId: z
    .string({ error: 'materials.selectMaterial' })
    .trim()
    .min(1, 'materials.selectMaterial')
    .max(40, 'materials.materialIdInvalid')
    .pipe(z.uuid({ error: 'materials.materialIdInvalid' })),
  quantity,
  reason,
  /** Ours (issue 33): the work order the parts are for; issuing puts them on it. */
  taskId: z.uuid({ error: 'materials.workOrderIdInvalid' }).nullish(),
});
export type RequestInput = z.input<typeof requestInputSchema>;

/** PUT /materials/requests/{id}/user: the owner's edit of a Pending request. */
export const requestEditSchema = z.object({ quantity, reason });
export type RequestEdit = z.input<typeof requestEditSchema>;

/** PUT /materials/requests/{id} (admin level): a new quantity and reason, or a new status. */
export const requestUpdateSchema = z
  .object({
    quantity: quantity.optional(),
    reason: reason.optional(),
    status: z
      .string()
      .max(20, 'materials.statusInvalid')
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(['approved', 'rejected', 'issued'], { error: 'materials.statusInvalid' }))
      .transform((value) => (value.charAt(0).toUpperCase() + value.slice(1)) as RequestStatus)
      .optional(),
  })
  .refine(
    (value) =>
      value.status !== undefined || (value.quantity !== undefined && value.reason !== undefined),
    { message: 'materials.nothingToChange' },
  );

export const idParamsSchema = z.object({ id: z.uuid({ error: 'materials.idInvalid' }) });

export const materialListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  /** What a site draws on (the header's choice): its own materials and those for all sites. */
  siteId: z.uuid({ error: 'materials.siteIdInvalid' }).optional(),
  level: z.enum(STOCK_LEVELS, { error: 'materials.levelUnknown' }).optional(),
});

export const requestListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(REQUEST_STATUSES, { error: 'materials.statusUnknown' }).optional(),
  /** The requests of one site (the header's choice): those its managers decide. */
  siteId: z.uuid({ error: 'materials.siteIdInvalid' }).optional(),
  /** Only the caller's own requests (My Request History), for managers too. */
  mine: z.enum(['true', 'false']).optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers

const ref = z.object({ id: z.string(), name: z.string() });

/** A material (requirements/materials.md#records) with its stock level. */
export const materialSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  quantity: z.number(),
  reorderLevel: z.number(),
  siteId: z.string().nullable(),
  site: ref.nullable(),
  stockLevel: z.enum(STOCK_LEVELS),
  /** Ours (issue 33): what one unit costs, null when unknown. */
  unitCost: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

/** A material request (requirements/materials.md#records). */
export const materialRequestSchema = z.object({
  id: z.string(),
  materialId: z.string(),
  material: z.object({ name: z.string(), unit: z.enum(MATERIAL_UNITS) }),
  userId: z.string(),
  user: ref,
  quantity: z.number(),
  reason: z.string(),
  status: z.enum(REQUEST_STATUSES),
  siteId: z.string().nullable(),
  site: ref.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: ref.nullable(),
  issuedAt: z.string().nullable(),
  /** Ours (issue 33): the work order it is for (id null once that work order is deleted). */
  workOrder: z.object({ id: z.string().nullable(), workOrderNumber: z.string() }).nullable(),
});
export type MaterialRequest = z.infer<typeof materialRequestSchema>;

/** One row of a material's stock ledger. */
export const movementSchema = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  delta: z.number(),
  quantityAfter: z.number(),
  note: z.string(),
  requestId: z.string().nullable(),
  /** Ours (issue 33): the work order a part went to or came back from. */
  workOrder: z.object({ id: z.string().nullable(), workOrderNumber: z.string() }).nullable(),
  user: ref.nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const MATERIAL_ROUTES = {
  list: '/materials',
  one: (id: string) => `/materials/${id}`,
  categories: '/materials/categories',
  movements: (id: string) => `/materials/${id}/movements`,
  restock: (id: string) => `/materials/${id}/restock`,
  requests: '/materials/requests',
  request: (id: string) => `/materials/requests/${id}`,
  ownRequest: (id: string) => `/materials/requests/${id}/user`,
} as const;
