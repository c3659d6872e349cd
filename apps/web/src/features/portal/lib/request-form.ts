import { issueText } from '@cmms/shared/i18n/issues';
import type { PlainKey } from '@cmms/shared/i18n/message';
import {
  type PortalField,
  type PortalRequestFields,
  portalRequestFieldsSchema,
  type RequestUrgency,
} from '@cmms/shared/requests';
import { t, translator } from '../../../lib/i18n/i18n';

/** The form's fields a person sees, in the order they stand on the page (the first wrong one takes the focus). */
const REQUEST_FIELDS = [
  'description',
  'location',
  'urgency',
  'photo',
  'name',
  'email',
  'phone',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

/** What the form holds as typed: the schema's text fields (`website` is the unseen honeypot). */
export type RequestValues = {
  description: string;
  location: string;
  urgency: RequestUrgency;
  name: string;
  email: string;
  phone: string;
  website: string;
};

export type FieldErrors = Partial<Record<RequestField, string>>;

export const emptyRequest = (location = ''): RequestValues => ({
  description: '',
  location,
  urgency: 'normal',
  name: '',
  email: '',
  phone: '',
  website: '',
});

/** What a site that requires a field says when it is left empty. */
const REQUIRED_MESSAGES: Record<PortalField, PlainKey> = {
  location: 'portal.locationRequired',
  photo: 'portal.photoRequired',
  name: 'portal.nameRequired',
  email: 'portal.emailRequired',
  phone: 'portal.phoneRequired',
};

const isRequestField = (name: unknown): name is RequestField =>
  (REQUEST_FIELDS as readonly unknown[]).includes(name);

/**
 * Checks the form as the server will (`portalRequestFieldsSchema`) and with the fields this site
 * requires (`required`): the checked fields to send, or each wrong field's message. The
 * honeypot is never reported: a person does not see it, and a robot learns nothing.
 */
export function checkRequest(
  values: RequestValues,
  required: readonly PortalField[],
  hasPhoto: boolean,
): { ok: true; fields: PortalRequestFields } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const result = portalRequestFieldsSchema.safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0];
    if (isRequestField(name)) errors[name] ??= issueText(translator(), issue);
  }
  for (const field of required) {
    if (errors[field]) continue;
    const empty = field === 'photo' ? !hasPhoto : values[field].trim() === '';
    if (empty) errors[field] = t(REQUIRED_MESSAGES[field]);
  }
  const wrong = Object.keys(errors).length > 0;
  if (!wrong && result.success) return { ok: true, fields: result.data };
  if (!wrong) {
    // Only the honeypot failed (a robot's long text): sent cut short; the server judges it.
    const fields = portalRequestFieldsSchema.parse({
      ...values,
      website: values.website.slice(0, 200),
    });
    return { ok: true, fields };
  }
  return { ok: false, errors };
}

/** The first wrong field in the order of the page, to take the focus. */
export const firstWrongField = (errors: FieldErrors): RequestField | undefined =>
  REQUEST_FIELDS.find((field) => errors[field]);

/**
 * A 400's per-field messages (`errors: { field: message }`, in the page's language) put on the
 * form's fields; a message about anything else (the honeypot, a field this form does not
 * show) is returned apart, to show above Send.
 */
export function placeServerErrors(errors: Readonly<Record<string, string>>): {
  fields: FieldErrors;
  other: string[];
} {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    if (isRequestField(name)) fields[name] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
