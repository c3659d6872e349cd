import { accountTexts } from '@cmms/shared/accounts';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';

/** Doc 000 §2.3, §4: the new account waits for approval; on to /login after 2 seconds. */
export const REGISTRATION_REDIRECT_MS = 2_000;

export function RegistrationDone() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="flex flex-col items-center text-center" role="status">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CircleCheck className="size-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Account created</h1>
      <p className="mt-2 text-pretty text-slate-600">{accountTexts.pendingApproval}</p>
      <p className="mt-4 text-sm text-slate-500">Taking you to the sign-in page…</p>
      <TextLink to="/login" replace className="mt-2">
        Go to sign in
      </TextLink>
    </div>
  );
}
