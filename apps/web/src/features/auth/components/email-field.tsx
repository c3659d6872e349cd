import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder="you@company.com"
      {...props}
    />
  );
}
