import { PRODUCT_NAME } from '@cmms/shared/product';
import { Wrench } from 'lucide-react';

export function LoginHeader({ subtitle }: { subtitle: string }) {
  return (
    <header className="mb-6 flex flex-col items-center text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-md shadow-brand-700/30">
        <Wrench className="size-6" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</h1>
      <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>
    </header>
  );
}
