import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';

export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={t('auth.emailPlaceholder')}
      {...props}
    />
  );
}
