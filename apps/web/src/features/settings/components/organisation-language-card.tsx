import type { Language } from '@cmms/shared/i18n/languages';
import { Building } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LanguageSelect } from '../../../components/ui/language-select';
import { t } from '../../../lib/i18n/i18n';
import { useOrganisationSettings, useSaveOrganisationSettings } from '../api/language-settings';
import { failureText } from '../api/pin-settings';
import { SettingsCard } from './settings-card';

/**
 * 'Organisation language' (docs/languages.md), for administrators: the language of everyone who
 * has not chosen one and whose browser asks for none the app speaks, and of their mails. It
 * reaches everyone, so it waits for Save.
 */
export function OrganisationLanguageCard() {
  const id = useId();
  const settings = useOrganisationSettings(true);
  const save = useSaveOrganisationSettings();
  const [picked, setPicked] = useState<Language | null>(null);
  const saved = settings.data?.defaultLanguage;
  const shown = picked ?? saved;

  return (
    <SettingsCard
      id={id}
      icon={<Building className="size-5" aria-hidden />}
      title={t('settings.organisationLanguageTitle')}
      description={t('settings.organisationLanguageDescription')}
    >
      {settings.isPending ? (
        <p className="text-sm text-slate-500">{t('settings.organisationLanguageLoading')}</p>
      ) : !shown ? (
        <div className="space-y-4">
          <FormAlert
            message={failureText('settings.organisationLanguageLoadFailed', settings.error)}
          />
          <Button
            variant="secondary"
            loading={settings.isFetching}
            onClick={() => void settings.refetch()}
          >
            {t('settings.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <LanguageSelect
              value={shown}
              label={t('settings.organisationLanguageLabel')}
              className="flex flex-wrap items-center gap-2"
              onChange={(language) => {
                save.reset();
                setPicked(language);
              }}
            />
            <Button
              disabled={shown === saved}
              loading={save.isPending}
              onClick={() =>
                save.mutate({ defaultLanguage: shown }, { onSuccess: () => setPicked(null) })
              }
            >
              {t('settings.save')}
            </Button>
          </div>
          <FormAlert
            message={
              save.error ? failureText('settings.organisationLanguageSaveFailed', save.error) : null
            }
          />
        </div>
      )}
    </SettingsCard>
  );
}
