import { useNavigate } from 'react-router';
import { Card, CenteredLayout } from '../../../components/centered-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextLink } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import { saveSession } from '../../../lib/session';
import { accountErrorMessage } from '../api/account-errors';
import { useAuthConfig } from '../api/auth-config';
import { useRegisterSuperAdmin } from '../api/super-admin';
import { AuthHeader } from '../components/auth-header';
import { SuperAdminForm } from '../components/super-admin-form';

/** requirements/accounts.md#screens: creates a super admin with the secret key and signs them in straight away. */
export function SuperAdminRegisterPage() {
  const navigate = useNavigate();
  const registration = useRegisterSuperAdmin();
  const enabled = useAuthConfig()?.superAdminRegistration;

  return (
    <CenteredLayout>
      <title>{t('account.superAdminPageTitle', { product: t('common.productName') })}</title>
      <Card>
        <AuthHeader
          title={t('account.superAdminTitle')}
          subtitle={t('account.superAdminSubtitle')}
        />
        {enabled === false && (
          <div className="mb-5">
            <FormAlert tone="warning" message={t('account.superAdminNotEnabled')} />
          </div>
        )}
        <SuperAdminForm
          error={
            registration.error &&
            accountErrorMessage(registration.error, t('account.superAdminRegistrationFailed'))
          }
          pending={registration.isPending}
          onSubmit={(body) =>
            registration.mutate(body, {
              onSuccess: (result) => {
                saveSession(result);
                // '/dashboard' leads on to the role's own dashboard (requirements/product.md#screens, requirements/accounts.md#screens).
                navigate('/dashboard', { replace: true });
              },
            })
          }
        />
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
          <TextLink to="/register">{t('account.createRegularAccount')}</TextLink>
          <TextLink to="/login">{t('account.signIn')}</TextLink>
        </p>
      </Card>
    </CenteredLayout>
  );
}
