import { z } from 'zod';
import { languageSchema } from './i18n/languages';
import { currencySchema } from './money';

/**
 * Settings of the whole organisation (docs/languages.md): the language of everyone who has not
 * chosen one and whose browser asks for none the product ships. Read by the sign-in screens
 * through GET /auth/config, changed by an administrator.
 */
export const organisationSettingsSchema = z.object({
  defaultLanguage: languageSchema,
  /** The currency of hourly rates, unit costs and work order costs (issue 33), ISO 4217. */
  currency: currencySchema,
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

/** PUT /organisation/settings: a setting left out keeps what is stored. */
export const organisationSettingsInputSchema = organisationSettingsSchema.partial({
  currency: true,
});
export type OrganisationSettingsInput = z.infer<typeof organisationSettingsInputSchema>;

export const DEFAULT_CURRENCY = 'USD';

/** PUT /user/me/language: a person's own language, or null to follow their browser. */
export const userLanguageBodySchema = z.object({ language: languageSchema.nullable() });
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;

export const organisationPaths = {
  settings: '/organisation/settings',
  myLanguage: '/user/me/language',
} as const;
