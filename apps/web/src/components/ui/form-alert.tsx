import { clsx } from 'clsx';
import { CircleAlert, Info } from 'lucide-react';

export interface FormAlertProps {
  message?: string | null;
  tone?: 'error' | 'warning';
}

/**
 * A live region that stays mounted, so screen readers announce each message as it appears.
 */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div role="alert">
      {message && (
        <div
          className={clsx(
            'flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
            tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-amber-200 bg-amber-50 text-amber-900',
          )}
        >
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{message}</p>
        </div>
      )}
    </div>
  );
}
