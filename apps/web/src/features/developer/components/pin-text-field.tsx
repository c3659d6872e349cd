import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** A PIN typed as text (the developer pages accept more than the 4 boxes allow). */
export function PinTextField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField type="password" inputMode="numeric" autoComplete="off" maxLength={12} {...props} />
  );
}
