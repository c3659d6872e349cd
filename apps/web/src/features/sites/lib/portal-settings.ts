import type { PlainKey } from '@cmms/shared/i18n/message';
import { PORTAL_FIELDS, type PortalField } from '@cmms/shared/requests';

/** Each field an administrator may make required, as the dialog names it. */
export const PORTAL_FIELD_LABELS = {
  location: 'sites.portalFieldLocation',
  photo: 'sites.portalFieldPhoto',
  name: 'sites.portalFieldName',
  email: 'sites.portalFieldEmail',
  phone: 'sites.portalFieldPhone',
} as const satisfies Record<PortalField, PlainKey>;

/** The required fields with one ticked or unticked, in the form's order, each once. */
export function toggledFields(
  required: readonly PortalField[],
  field: PortalField,
  on: boolean,
): PortalField[] {
  const chosen = new Set(required);
  if (on) chosen.add(field);
  else chosen.delete(field);
  return PORTAL_FIELDS.filter((one) => chosen.has(one));
}

/**
 * The request page's whole address, to share or print: the portal's path on the address the app
 * is reached at (the server's in the native app, whose own origin means nothing to a visitor).
 */
export function portalUrlOf(path: string, base: string): string {
  return new URL(path, `${base.replace(/\/+$/, '')}/`).toString();
}

/** The poster's file name when the server gives none: the site's name, made safe for a file. */
export function posterFileName(siteName: string): string {
  const slug = siteName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `request-poster${slug ? `-${slug}` : ''}.pdf`;
}
