import { z } from 'zod';

const optionalTrimmed = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The site form and POST/PUT /sites (doc 001 §5 Site): every text field trimmed. */
export const siteInputSchema = z.object({
  name: z
    .string({ error: 'Site name is required' })
    .trim()
    .min(1, { error: 'Site name is required' }),
  location: optionalTrimmed,
  address: optionalTrimmed,
  siteManager: optionalTrimmed,
  clientPOC: optionalTrimmed,
  imageUrl: optionalTrimmed,
  mapLocation: optionalTrimmed,
});

export type SiteInput = z.input<typeof siteInputSchema>;

const COORDINATES = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "lat,lng" becomes coordinates; anything else is an address kept as text (doc 001 §3). */
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
