import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { clearSession } from '../../../lib/session';

/**
 * requirements/users-and-roles.md#screens: the error banner. When the server no longer accepts the session (401) it
 * offers Log In, which leaves the dead session and goes to /login.
 */
export function SignupsError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const expired = error instanceof ApiError && error.status === 401;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{expired ? t('signups.sessionExpired') : t('signups.loadFailed')}</p>
      {expired && (
        <Button
          variant="secondary"
          icon={<LogIn className="size-4 rtl:-scale-x-100" aria-hidden />}
          onClick={() => {
            clearSession();
            navigate('/login');
          }}
        >
          {t('signups.logIn')}
        </Button>
      )}
    </div>
  );
}
