import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../lib/i18n/i18n';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800 focus-visible:-outline-offset-2"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      }
    />
  );
}
