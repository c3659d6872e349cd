import { z } from 'zod';
import { pageQuerySchema } from './lists';
import { hasPermission } from './permissions';
import { timeZoneSchema } from './zones';

/** An optional text, at most `max` characters once trimmed (zod-setup names the field). */
const optionalTrimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** A site photo is kept as a data URL; the form shrinks pictures before sending them. */
export const SITE_IMAGE_MAX_BYTES = 1024 * 1024;
const SITE_IMAGE_MAX_CHARS = Math.ceil((SITE_IMAGE_MAX_BYTES * 4) / 3) + 64;

const siteImageSchema = z
  .string()
  .trim()
  .max(SITE_IMAGE_MAX_CHARS, { error: 'sites.imageSize' })
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/, {
    error: 'sites.imageType',
  });

/** The most emergency numbers a site keeps: what Help can show at a glance. */
export const EMERGENCY_CONTACTS_MAX = 6;
const EMERGENCY_LABEL_MAX = 60;
const EMERGENCY_NUMBER_MAX = 30;

/** One emergency number of a site (docs/sites.md): what to call, and the number. */
const emergencyContactSchema = z.object({
  label: z
    .string({ error: 'sites.emergencyLabelRequired' })
    .trim()
    .min(1, { error: 'sites.emergencyLabelRequired' })
    // The size messages read the issue's {maximum}.
    .max(EMERGENCY_LABEL_MAX, { error: 'sites.emergencyLabelTooLong' }),
  number: z
    .string({ error: 'sites.emergencyNumberRequired' })
    .trim()
    .min(1, { error: 'sites.emergencyNumberRequired' })
    .max(EMERGENCY_NUMBER_MAX, { error: 'sites.emergencyNumberTooLong' })
    .regex(/^[0-9 +()-]*[0-9][0-9 +()-]*$/, { error: 'sites.emergencyNumberInvalid' }),
});
export type EmergencyContact = z.output<typeof emergencyContactSchema>;

/** A dialler's form of a number: digits and a leading +. */
export const dialableNumber = (number: string) => {
  const digits = number.replace(/[^0-9]/g, '');
  return number.trim().startsWith('+') ? `+${digits}` : digits;
};

/** The site form and POST/PUT /sites (requirements/sites.md#validation Site): every text field trimmed. */
export const siteInputSchema = z.object({
  name: z
    .string({ error: 'sites.nameRequired' })
    .trim()
    .min(1, { error: 'sites.nameRequired' })
    .max(200, { error: 'sites.nameTooLong' }),
  location: optionalTrimmed(500),
  address: optionalTrimmed(500),
  siteManager: optionalTrimmed(200),
  clientPOC: optionalTrimmed(200),
  // Sent only when set; an empty string on edit removes the picture.
  imageUrl: z.union([z.literal(''), siteImageSchema]).optional(),
  // A pasted map link can be long.
  mapLocation: optionalTrimmed(2000),
  // The site's IANA zone (issue 29), in which its dates and times are kept. Absent on edit keeps
  // it (the spec's client never sends one); '' or null is the server's zone.
  timeZone: timeZoneSchema.nullish(),
  // Ours (docs/sites.md): the numbers Help shows for the site, set by administrators. Absent on
  // edit keeps them (the spec's client never sends any); null or [] removes them.
  emergencyContacts: z
    .array(emergencyContactSchema)
    .max(EMERGENCY_CONTACTS_MAX, { error: 'sites.emergencyTooMany' })
    .nullish(),
  // Ours (issue 33): completing a work order here takes a photo on it, set by administrators.
  // Absent keeps it (the spec's client never sends it).
  completionPhotoRequired: z.boolean().optional(),
});

export type SiteInput = z.input<typeof siteInputSchema>;

const COORDINATES = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "lat,lng" becomes coordinates; anything else is an address kept as text (requirements/sites.md#records). */
export function parseMapLocation(
  mapLocation: string | undefined | null,
): { latitude: number; longitude: number } | null {
  const match = mapLocation ? COORDINATES.exec(mapLocation) : null;
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export const siteListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});

export const siteIdParamsSchema = z.object({ id: z.uuid({ error: 'sites.invalidSiteId' }) });

/** A site as the screens read it (requirements/sites.md#records). */
export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  siteManager: z.string().nullable(),
  clientPOC: z.string().nullable(),
  imageUrl: z.string().nullable(),
  mapLocation: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The site's IANA zone; null: the server's (GET /sites/time-zones names it). */
  timeZone: z.string().nullable(),
  /** Ours: the site's emergency numbers, as Help shows them; [] when none are set. */
  emergencyContacts: z.array(z.object({ label: z.string(), number: z.string() })),
  /** Ours (issue 33): completing a work order here takes a photo on it. */
  completionPhotoRequired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

/** GET /sites/time-zones: the zones a site may name, and the server's, for sites naming none. */
export const siteTimeZonesSchema = z.object({
  serverTimeZone: z.string(),
  timeZones: z.array(z.string()),
});
export type SiteTimeZones = z.infer<typeof siteTimeZonesSchema>;

/**
 * Who may set a site's emergency numbers: administrators (all_permissions), as for the other
 * settings every site's people rely on. The site form hides the field from anyone else.
 */
export const siteRules = {
  /** The emergency numbers and the completion photo rule (issue 33). */
  canSetAdminSettings: (permissions: readonly string[]) =>
    hasPermission(permissions, 'all_permissions'),
};

/** A member of a site's staff (requirements/sites.md#calls, requirements/users-and-roles.md#screens). */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  mobile: z.string().nullable(),
});
