import { RESET_CODE_LENGTH } from '@cmms/shared/accounts';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';
import { ResetCodeField } from './reset-code-field';

interface ResetCodeFormProps {
  /** What the server said when it accepted the email. */
  notice: string;
  error: string | null;
  pending: boolean;
  onBack(): void;
  onSubmit(code: string): void;
}

/** Forgot password step 2 (requirements/accounts.md#screens, #validation): the code, submit disabled until all 6 digits. */
export function ResetCodeForm({ notice, error, pending, onBack, onSubmit }: ResetCodeFormProps) {
  const [code, setCode] = useState('');
  const complete = code.length === RESET_CODE_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={notice} tone="success" />
      <ResetCodeField value={code} onChange={setCode} autoFocus />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={!complete} loading={pending}>
        {t('account.verifyCode')}
      </Button>
      <div className="flex justify-center">
        <Button
          variant="ghost"
          icon={<ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
          disabled={pending}
          onClick={onBack}
        >
          {t('account.backToEmail')}
        </Button>
      </div>
    </form>
  );
}
