import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../lib/i18n/i18n';
import { PageHeading } from './page-header';
import { TextLink } from './text-link';

/**
 * A finished step that moves on to the sign-in page by itself after `delayMs` (registration
 * 2 s, password reset 3 s: requirements/product.md#states), with a link for whoever does not want to wait.
 */
export function DoneAndRedirect({
  title,
  delayMs,
  children,
}: {
  title: string;
  delayMs: number;
  children: ReactNode;
}) {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, delayMs]);

  return (
    <div className="flex flex-col items-center text-center" role="status">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CircleCheck className="size-7" aria-hidden />
      </div>
      <PageHeading>{title}</PageHeading>
      <p className="mt-2 text-pretty text-slate-600">{children}</p>
      <p className="mt-4 text-sm text-slate-500">{t('shell.takingYouToSignIn')}</p>
      <TextLink to="/login" replace className="mt-2">
        {t('shell.goToSignIn')}
      </TextLink>
    </div>
  );
}
