import type { Language } from '@cmms/shared/i18n/languages';
import {
  type OrganisationSettings,
  type OrganisationSettingsInput,
  organisationPaths,
  type UserLanguageBody,
} from '@cmms/shared/organisation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { applyLanguageChoice } from '../lib/language-choice';

const organisationSettingsKey = ['organisation', 'settings'] as const;

const saveMyLanguage = (language: Language | null) =>
  apiRequest<UserLanguageBody>('PUT', organisationPaths.myLanguage, { body: { language } });

/**
 * PUT /user/me/language, then the app speaks the new language. The work is done here, not in the
 * page's callbacks: the change of language renders the page again from the root, and the toast
 * is said once the new language is in place, in it.
 */
export const useSaveMyLanguage = () =>
  useMutation({
    mutationFn: saveMyLanguage,
    onSuccess: async (answer) => {
      await applyLanguageChoice(answer.language).catch(() => undefined);
      notify.success(t('settings.languageSaved'));
    },
  });

/** GET /organisation/settings: administrators only (maySetOrganisationLanguage). */
export const useOrganisationSettings = (enabled: boolean) =>
  useQuery({
    queryKey: organisationSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest<OrganisationSettings>('GET', organisationPaths.settings, { signal }),
    enabled,
  });

export function useSaveOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganisationSettingsInput) =>
      apiRequest<OrganisationSettings>('PUT', organisationPaths.settings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(organisationSettingsKey, saved);
      notify.success(t('settings.organisationLanguageSaved'));
    },
  });
}
