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

// On a phone, a row that scrolls sideways; or (`wrap`) rows of outlined buttons, every one in
// sight: a row of six hid its last tab with nothing saying there was more (issue 30).
const LIST_CLASSES = {
  scroll: '-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0',
  wrap: 'flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:overflow-x-auto sm:border-b sm:border-slate-200',
};
const TRIGGER_CLASSES = {
  scroll:
    '-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
  wrap: 'min-h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800 sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent sm:text-slate-600 sm:hover:border-slate-300 sm:hover:bg-transparent sm:hover:text-slate-900 sm:data-[state=active]:border-brand-700 sm:data-[state=active]:bg-transparent',
};

/**
 * Tabs (Radix: the WAI-ARIA tab pattern with its keys and focus) and the selected tab's panel.
 * On a phone the row scrolls sideways, or wraps with `wrap`; from a tablet up, the underlined row.
 * `between` sits between the row and the panel (a notice about the whole screen).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  between,
  wrap = false,
  children,
}: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id | undefined;
  onSelect(id: Id): void;
  between?: ReactNode;
  wrap?: boolean;
  children: ReactNode;
}) {
  const layout = wrap ? 'wrap' : 'scroll';
  return (
    <RadixTabs.Root
      value={selected ?? ''}
      onValueChange={(value) => onSelect(value as Id)}
      className="space-y-4 sm:space-y-5"
    >
      <RadixTabs.List aria-label={label} className={LIST_CLASSES[layout]}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className={TRIGGER_CLASSES[layout]}>
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
