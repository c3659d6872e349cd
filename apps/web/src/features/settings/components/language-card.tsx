import type { Language } from '@cmms/shared/i18n/languages';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { LanguageSelect } from '../../../components/ui/language-select';
import { t } from '../../../lib/i18n/i18n';
import { useSaveMyLanguage } from '../api/language-settings';
import { failureText } from '../api/pin-settings';
import { SettingsCard } from './settings-card';

/**
 * 'Language' (docs/languages.md): the user's own language, kept on the server so it follows them
 * to every device and decides their mails; Automatic follows the browser. Saved as it is picked:
 * the app answering in the new language is the confirmation.
 */
export function LanguageCard({ choice }: { choice: Language | null }) {
  const id = useId();
  const save = useSaveMyLanguage();
  // While it is being saved, the pick is shown rather than the choice it replaces.
  const shown = save.isPending ? save.variables : choice;

  return (
    <SettingsCard
      id={id}
      icon={<Languages className="size-5" aria-hidden />}
      title={t('settings.languageTitle')}
      description={t('settings.languageDescription')}
    >
      <div className="space-y-4">
        <LanguageSelect
          value={shown}
          label={t('settings.languageLabel')}
          automatic={t('settings.languageAutomatic')}
          className="flex flex-wrap items-center gap-2"
          onChange={(language) => {
            if (language !== shown) save.mutate(language);
          }}
        />
        <FormAlert
          message={save.error ? failureText('settings.languageSaveFailed', save.error) : null}
        />
      </div>
    </SettingsCard>
  );
}
