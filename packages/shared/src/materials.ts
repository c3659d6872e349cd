import { z } from 'zod';
import { pageQuerySchema } from './lists';
import { numberSchema } from './numbers';
import { hasPermission, type Permission } from './permissions';
import { isAdminRole } from './roles';

/**
 * Materials (requirements/materials.md#screens, #records to #limits, issue 19): an inventory per site, requests from request to
 * issue, and a stock ledger: every change of quantity is a movement, and the stock is their sum.
 */

/** Texts of requirements/materials.md#screens, #validation and #errors (verbatim), and the server's own. */
export const materialTexts = {
  // requirements/materials.md#screens request screen
  requestTitle: 'Request Materials',
  requestSubtitle: 'Request materials and view your request history',
  requestButton: 'Request Material',
  refresh: 'Refresh',
  searchRequests: 'Search requests...',
  allStatuses: 'All Statuses',
  clearFilters: 'Clear Filters',
  noRequests: 'No requests found.',
  noRequestsHint: 'Submit a material request to get started.',
  showDebug: 'Show Debug Panel',
  hideDebug: 'Hide Debug Panel',
  // requirements/materials.md#screens inventory
  inventoryTitle: 'Material Inventory',
  inventorySubtitle: 'View available materials and request items',
  searchMaterials: 'Search materials...',
  allSites: 'All Sites',
  noMaterials: 'No materials found for selected filters.',
  accessRestricted: 'Access Restricted',
  needSite: 'You need to be assigned to at least one site to access the materials page.',
  contactAdmin: 'Please contact your administrator to assign you to a site.',
  // requirements/materials.md#screens management
  managementTitle: 'Material Management',
  managementSubtitle: 'Manage inventory and staff requests',
  inventoryTab: 'Inventory',
  requestsTab: (pending: number) => `Requests (${pending})`,
  addMaterial: 'Add Material',
  noRequestsFiltered: 'No requests found for selected filters.',
  loadingData: 'Loading data...',
  // requirements/materials.md#screens history
  historyTitle: 'My Request History',
  historySubtitle: 'View your material request history and status',
  refreshData: 'Refresh Data',
  // requirements/materials.md#screens modals
  requestModal: (name: string | null) => (name ? `Request ${name}` : 'Request Material'),
  editRequestModal: (admin: boolean, name: string) =>
    `${admin ? 'Edit Request' : 'Edit My Request'} ${name}`,
  addMaterialModal: 'Add New Material',
  editMaterialModal: 'Edit Material',
  // requirements/materials.md#validation
  selectMaterial: 'Please select a material',
  quantityPositive: 'Quantity must be greater than 0',
  reasonRequired: 'Please provide a reason for the request',
  onlyAvailable: (available: number, unit: string) =>
    `Only ${quantityText(available, unit)} available`,
  nameRequired: 'Material name is required',
  categoryRequired: 'Category is required',
  quantityNotNegative: 'Quantity cannot be negative',
  reorderNotNegative: 'Reorder level cannot be negative',
  confirmDeleteRequest:
    'Are you sure you want to delete this request? This action cannot be undone.',
  confirmDeleteMaterial:
    'Are you sure you want to delete this material? This action cannot be undone.',
  // requirements/materials.md#states
  onlyPendingEditable: 'Only pending requests can be edited.',
  // requirements/materials.md#errors
  loadMaterialsFailed: 'Failed to load materials',
  loadRequestsFailed: 'Failed to load material requests. Please try again.',
  loadMaterialsRetry: 'Failed to load materials. Please try again.',
  submitFailed: 'Failed to submit request',
  saveMaterialFailed: 'Failed to save material',
  submitted: 'Material request submitted successfully!',
  requestUpdated: 'Material request updated successfully!',
  requestDeleted: 'Material request deleted successfully!',
  deleteMaterialFailed: (error: string) => `Failed to delete material: ${error}`,
  approveFailed: (error: string) => `Failed to approve request: ${error}`,
  rejectFailed: (error: string) => `Failed to reject request: ${error}`,
  issueFailed: (error: string) => `Failed to issue material: ${error}`,
  // The server's own.
  materialSaved: 'Material saved',
  materialDeleted: 'Material deleted',
  openRequests: 'This material has pending or approved requests; decide them first',
  siteOutOfScope: 'Site not found or not one of your sites',
  materialNotFound: 'Material not found',
  transitionNotAllowed: (from: string, to: string) =>
    `A request that is ${from} cannot become ${to}`,
  statusInvalid: 'Status must be Approved, Rejected or Issued',
  managersOnly: 'Only administrators and managers can manage materials and decide on requests',
  viewNotAllowed: 'You do not have permission to view materials.',
  requestNotAllowed: 'You do not have permission to request materials.',
  /** A material kept for all sites is shared by every site: one site's manager may not change it. */
  allSitesAdminsOnly: 'Only administrators can change a material kept for all sites.',
  restockButton: 'Restock',
  restockModal: (name: string) => `Restock ${name}`,
  restockQuantityPositive: 'Enter how many arrived: at least 1',
  restocked: (quantity: number, unit: string, name: string) =>
    `${quantityText(quantity, unit)} of ${name} added to stock`,
  ownRequestsOnly: 'You can only edit your own requests',
  lowStockTitle: 'Low stock',
  movementsTitle: 'Stock movements',
  nothingToChange: 'Send a quantity and reason, or a status',
} as const;

/** The singular of each unit (MATERIAL_UNITS), for a quantity of one: '1 piece', '1 box'. */
const UNIT_SINGULAR: Record<string, string> = {
  pieces: 'piece',
  pairs: 'pair',
  sets: 'set',
  boxes: 'box',
  rolls: 'roll',
  liters: 'liter',
  kilograms: 'kilogram',
};

/**
 * A quantity with its unit, the unit agreeing with it: '1 piece', '0 pieces', '12 boxes'. Every
 * quantity the screens and the server's messages show goes through this one function.
 */
export function quantityText(quantity: number, unit: string): string {
  const singular = Math.abs(quantity) === 1 ? UNIT_SINGULAR[unit] : undefined;
  return `${quantity} ${singular ?? unit}`;
}

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

export const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Issued'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** What a request may become next (requirements/materials.md#states): Rejected and Issued are final. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  Pending: ['Approved', 'Rejected'],
  Approved: ['Issued'],
  Rejected: [],
  Issued: [],
};

export const STOCK_LEVELS = ['Out of Stock', 'Low Stock', 'In Stock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

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
const MOVEMENT_KINDS = ['initial', 'adjustment', 'issue'] as const;
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
const wholeNumber = (message: string, min: number, minMessage: string) =>
  numberSchema(message).pipe(
    z
      .number()
      .int({ error: 'Quantities are whole numbers' })
      .min(min, { error: minMessage })
      .max(MAX_QUANTITY, { error: `Quantities stop at ${MAX_QUANTITY}` }),
  );

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

const materialFields = {
  name: text('Material name', 200).min(1, materialTexts.nameRequired),
  description: text('Description', 2000),
  category: text('Category', 100).min(1, materialTexts.categoryRequired),
  unit: z.enum(MATERIAL_UNITS, { error: 'Unit must be one of the units offered' }),
  quantity: wholeNumber(materialTexts.quantityNotNegative, 0, materialTexts.quantityNotNegative),
  reorderLevel: wholeNumber(materialTexts.reorderNotNegative, 0, materialTexts.reorderNotNegative),
  /** '' and null: for all sites. */
  siteId: z
    .union([z.uuid({ error: 'Invalid site id' }), z.literal('')])
    .nullable()
    .transform((value) => value || null),
};

/**
 * POST /materials, the material form: name and category required; numbers not negative;
 * what is left out takes the defaults of a new material (pieces, 0, reorder level 10, all
 * sites).
 */
export const materialInputSchema = z.object({
  name: materialFields.name,
  description: materialFields.description.nullish().transform((value) => value ?? ''),
  category: materialFields.category,
  unit: materialFields.unit.default(MATERIAL_DEFAULTS.unit),
  quantity: materialFields.quantity.default(MATERIAL_DEFAULTS.quantity),
  reorderLevel: materialFields.reorderLevel.default(MATERIAL_DEFAULTS.reorderLevel),
  siteId: materialFields.siteId.optional().transform((value) => value ?? null),
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
});
export type MaterialUpdate = z.output<typeof materialUpdateSchema>;

/**
 * POST /materials/{id}/restock: how many arrived (at least 1), and optionally a note (a delivery
 * note's number, the supplier).
 */
export const restockInputSchema = z.object({
  quantity: wholeNumber(
    materialTexts.restockQuantityPositive,
    1,
    materialTexts.restockQuantityPositive,
  ),
  note: text('Note', 200)
    .nullish()
    .transform((value) => value ?? ''),
});
export type RestockInput = z.input<typeof restockInputSchema>;

const quantity = wholeNumber(materialTexts.quantityPositive, 1, materialTexts.quantityPositive);
const reason = z
  .string({ error: materialTexts.reasonRequired })
  .trim()
  .min(1, materialTexts.reasonRequired)
  .max(1000, 'Reason must be at most 1000 characters');

/** A request (requirements/materials.md#validation): a material, a quantity above 0, a reason. */
export const requestInputSchema = z.object({
  materialId: z
    .string({ error: materialTexts.selectMaterial })
    .trim()
    .min(1, materialTexts.selectMaterial)
    .max(40, 'Invalid material id')
    .pipe(z.uuid({ error: 'Invalid material id' })),
  quantity,
  reason,
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
      .max(20, materialTexts.statusInvalid)
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(['approved', 'rejected', 'issued'], { error: materialTexts.statusInvalid }))
      .transform((value) => (value.charAt(0).toUpperCase() + value.slice(1)) as RequestStatus)
      .optional(),
  })
  .refine(
    (value) =>
      value.status !== undefined || (value.quantity !== undefined && value.reason !== undefined),
    { message: materialTexts.nothingToChange },
  );

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });

export const materialListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  /** What a site draws on (the header's choice): its own materials and those for all sites. */
  siteId: z.uuid({ error: 'Invalid site id' }).optional(),
  level: z.enum(STOCK_LEVELS, { error: 'Unknown stock level' }).optional(),
});

export const requestListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(REQUEST_STATUSES, { error: 'Unknown status' }).optional(),
  /** The requests of one site (the header's choice): those its managers decide. */
  siteId: z.uuid({ error: 'Invalid site id' }).optional(),
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
