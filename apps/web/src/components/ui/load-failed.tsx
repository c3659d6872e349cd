import { RefreshCw } from 'lucide-react';
import { t } from '../../lib/i18n/i18n';
import { Button } from './button';
import { FormAlert } from './form-alert';

/** A list that could not be loaded: what went wrong, and a Retry that asks again. */
export function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <div className="space-y-4">
      <FormAlert message={message} />
      <Button
        variant="secondary"
        icon={<RefreshCw className="size-4" aria-hidden />}
        loading={retrying}
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}
