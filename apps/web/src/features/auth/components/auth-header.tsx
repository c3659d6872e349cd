import { Wrench } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

export interface AuthHeaderProps {
  /** The page's heading; the sign-in page shows the product name. */
  title?: string;
  subtitle: string;
}

/** The logo and heading at the top of every signed-out screen. */
export function AuthHeader({ title = t('common.productName'), subtitle }: AuthHeaderProps) {
  return (
    <header className="mb-6 flex flex-col items-center text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-md shadow-brand-700/30">
        <Wrench className="size-6" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{title}</h1>
      <p className="mt-1.5 text-sm text-pretty text-slate-600">{subtitle}</p>
    </header>
  );
}
