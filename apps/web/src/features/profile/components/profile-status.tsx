import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';

/** Loading and failure states of the profile pages, with Retry (requirements/profile-and-help.md#screens). */
export function ProfileStatus({
  isPending,
  error,
  isRetrying,
  retry,
}: {
  isPending: boolean;
  error?: string;
  isRetrying: boolean;
  retry(): void;
}) {
  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      {isPending && !error && (
        <p className="py-10 text-center text-sm text-slate-500">{t('profile.loading')}</p>
      )}
      {error && (
        <Button
          variant="secondary"
          loading={isRetrying}
          icon={<RotateCw className="size-4" aria-hidden />}
          onClick={retry}
        >
          {t('profile.retry')}
        </Button>
      )}
    </div>
  );
}
