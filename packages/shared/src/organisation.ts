import { z } from 'zod';
import { languageSchema } from './i18n/languages';

/**
 * Settings of the whole organisation (docs/languages.md): the language of everyone who has not
 * chosen one and whose browser asks for none the product ships. Read by the sign-in screens
 * through GET /auth/config, changed by an administrator.
 */
export const organisationSettingsSchema = z.object({ defaultLanguage: languageSchema });
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

/** PUT /user/me/language: a person's own language, or null to follow their browser. */
export const userLanguageBodySchema = z.object({ language: languageSchema.nullable() });
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;

export const organisationPaths = {
  settings: '/organisation/settings',
  myLanguage: '/user/me/language',
} as const;
