import type { ReactNode } from 'react';

/** Full-height page with one centred column: sign-in, recovery and error screens. */
export function CenteredLayout({
  children,
  wide = false,
}: {
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-b from-brand-50 via-slate-50 to-slate-100 px-4 pt-[max(2rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]">
      <div className={wide ? 'w-full max-w-lg' : 'w-full max-w-md'}>{children}</div>
    </main>
  );
}

export function Card({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
      {children}
    </div>
  );
}
