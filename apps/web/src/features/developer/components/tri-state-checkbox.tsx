import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CheckState } from '../lib/checkbox-machine';

/**
 * A native checkbox with three states: in progress shows as indeterminate ('mixed' to screen
 * readers). A locked one stays focusable (aria-disabled, not disabled) and ignores clicks.
 */
export function TriStateCheckbox({
  label,
  state,
  onToggle,
}: {
  label: string;
  state: CheckState;
  onToggle(): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state.status === 'in-progress';
  }, [state.status]);

  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm font-medium text-slate-900 has-aria-disabled:cursor-not-allowed">
      <input
        ref={input}
        type="checkbox"
        checked={state.status === 'completed'}
        aria-disabled={state.locked || undefined}
        onChange={onToggle}
        className="size-6 accent-emerald-600"
      />
      {label}
      {state.locked && <Lock className="size-4 text-slate-500" aria-label="Locked" />}
    </label>
  );
}
