import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

export interface FormAlertProps {
  message?: string | null;
  tone?: 'error' | 'warning' | 'success';
}

const tones = {
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  warning: { icon: Info, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  success: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
} as const;

/**
 * A live region that stays mounted, so screen readers announce each message as it appears.
 * Problems interrupt (role=alert); good news waits its turn (role=status).
 */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  const { icon: Icon, className } = tones[tone];
  return (
    <div role={tone === 'success' ? 'status' : 'alert'}>
      {message && (
        <div className={clsx('flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm', className)}>
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{message}</p>
        </div>
      )}
    </div>
  );
}
