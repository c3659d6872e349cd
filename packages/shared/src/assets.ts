import { z } from 'zod';
import { siteRefSchema } from './accounts';
import type { MessageKey } from './i18n/message';
import { pageQuerySchema } from './lists';
import { ASSET_STATUSES, LEGACY_ASSET_STATUSES } from './work-rules';

const KNOWN_STATUSES: readonly string[] = [...ASSET_STATUSES, ...LEGACY_ASSET_STATUSES];

/** Any spelling of a known status becomes its stored form ('on hold' → 'On Hold'). */
const assetStatusSchema = z
  .string({ error: 'assets.badStatus' })
  .max(50, 'assets.badStatus')
  .trim()
  .transform((value, ctx) => {
    const known = KNOWN_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase());
    if (known) return known;
    ctx.addIssue({ code: 'custom', message: 'assets.badStatus' });
    return z.NEVER;
  });

/**
 * The dashboard filters (requirements/dashboards.md#screens) and which stored statuses each counts, legacy values
 * included (requirements/assets.md#states). On Hold reads as maintenance: an asset is held while it is being worked on.
 */
export const ASSET_FILTERS = {
  active: ['Active', 'operational'],
  maintenance: ['On Hold', 'maintenance', 'under-maintenance'],
  'out-of-service': ['Out of Service', 'out-of-service', 'inactive'],
} as const satisfies Record<string, readonly string[]>;
export type AssetFilter = keyof typeof ASSET_FILTERS;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const optionalUserId = z
  .union([z.literal(''), z.uuid({ error: 'assets.invalidUserId' })])
  .nullish()
  .transform((value) => value || null);

/** POST /assets and the full-form PUT /assets/{id} (requirements/assets.md#validation Asset form, requirements/assets.md#calls). */
export const assetInputSchema = z.object({
  name: z
    .string({ error: 'assets.nameRequired' })
    .trim()
    .min(1, 'assets.nameRequired')
    .max(200, 'assets.nameTooLong'),
  type: optionalText(100),
  description: optionalText(2000),
  location: optionalText(200),
  status: assetStatusSchema.default('Active'),
  siteId: z.uuid({ error: 'assets.siteRequired' }),
  assignedTo: optionalUserId,
});
export type AssetInput = z.input<typeof assetInputSchema>;
export type AssetValues = z.output<typeof assetInputSchema>;

/**
 * PUT /assets/{id} takes the full form or only a status (requirements/assets.md#calls): a body without name and
 * siteId is a status change, which field roles may make; anything else is an edit of the whole
 * asset, with the same rules as the create form.
 */
export const assetUpdateSchema = assetInputSchema
  .partial()
  // Without the form's default, so an empty body is not read as "set Active".
  .extend({ status: assetStatusSchema.optional() })
  .transform((value, ctx): AssetUpdate => {
    if (value.name === undefined && value.siteId === undefined) {
      if (value.status !== undefined) return { status: value.status };
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'assets.badStatus' });
      return z.NEVER;
    }
    if (value.name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'assets.nameRequired' });
    }
    if (value.siteId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['siteId'], message: 'assets.siteRequired' });
    }
    if (value.name === undefined || value.siteId === undefined) return z.NEVER;
    return {
      name: value.name,
      siteId: value.siteId,
      type: value.type ?? null,
      description: value.description ?? null,
      location: value.location ?? null,
      status: value.status ?? 'Active',
      assignedTo: value.assignedTo ?? null,
    };
  });
export type AssetUpdate = { status: string; name?: never } | AssetValues;
export const isStatusOnly = (update: AssetUpdate): update is { status: string; name?: never } =>
  !('name' in update);

export const assetListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: assetStatusSchema.optional(),
  filter: z.enum(Object.keys(ASSET_FILTERS) as [AssetFilter, ...AssetFilter[]]).optional(),
  siteId: z.uuid({ error: 'assets.invalidSiteId' }).optional(),
  assignedTo: z.uuid({ error: 'assets.invalidUserId' }).optional(),
});
export type AssetListQuery = z.output<typeof assetListQuerySchema>;

export const assetIdParamsSchema = z.object({ id: z.uuid({ error: 'assets.invalidAssetId' }) });

const personRefSchema = z.object({ id: z.string(), name: z.string() });

/** An asset as every screen reads it (requirements/assets.md#records QR page). */
export const assetSchema = z.object({
  id: z.string(),
  assetNumber: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  status: z.string(),
  siteId: z.string(),
  site: siteRefSchema,
  assignedTo: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/**
 * The asset CSV of requirements/assets.md#limits: Name, Type, Location, Status, Site, headed in
 * the caller's language (the cells are the data as stored).
 */
export const ASSET_CSV_COLUMNS = [
  'assets.fieldName',
  'assets.fieldType',
  'assets.fieldLocation',
  'assets.fieldStatus',
  'assets.fieldSite',
] as const satisfies readonly MessageKey[];
export const assetCsvFileName = (date: string) => `assets_${date}.csv`;

/** What a scanned label opens (requirements/assets.md#limits). */
export const assetQrLink = (origin: string, id: string) => `${origin}/qr/assets/${id}`;
export const assetQrFileName = (assetNumber: string) => `asset-${assetNumber}-qr.png`;
