import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type TabItem<Id extends string> = { id: Id; label: string };

/**
 * The selected tab, kept in the address (?tab=) so a reload or the back button returns to it;
 * an unknown or missing value is the first tab.
 */
export function useTabParam<Id extends string>(tabs: readonly TabItem<Id>[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const selected = tabs.find((tab) => tab.id === wanted)?.id ?? tabs[0]?.id;
  const select = (id: Id) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return [selected, select] as const;
}

/**
 * Tabs (Radix: the WAI-ARIA tab pattern with its keys and focus) and the selected tab's panel.
 * On a phone the row scrolls sideways rather than wrapping. `between` sits between the row and
 * the panel (a notice about the whole screen).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  between,
  children,
}: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id | undefined;
  onSelect(id: Id): void;
  between?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root
      value={selected ?? ''}
      onValueChange={(value) => onSelect(value as Id)}
      className="space-y-4 sm:space-y-5"
    >
      <RadixTabs.List
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {between}
      {selected && (
        <RadixTabs.Content value={selected} className="space-y-5 focus-visible:outline-none">
          {children}
        </RadixTabs.Content>
      )}
    </RadixTabs.Root>
  );
}
