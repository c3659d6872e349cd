import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import type { TabItem } from '../../../components/ui/tabs';

/**
 * The Attendance screen's tabs (issue 30): up to six, which a phone's row cannot hold (a
 * sideways-scrolling row hid "Shifts" with nothing saying there was more). On a phone they wrap
 * into rows of outlined buttons, every one visible and readable; from a tablet up, the usual
 * underlined row. Radix gives the WAI-ARIA tab pattern, as ui/tabs does.
 */
export function WrappingTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id | undefined;
  onSelect(id: Id): void;
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
        className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:overflow-x-auto sm:border-b sm:border-slate-200"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="min-h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800 sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent sm:text-slate-600 sm:hover:border-slate-300 sm:hover:bg-transparent sm:hover:text-slate-900 sm:data-[state=active]:border-brand-700 sm:data-[state=active]:bg-transparent"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {selected && (
        <RadixTabs.Content value={selected} className="space-y-5 focus-visible:outline-none">
          {children}
        </RadixTabs.Content>
      )}
    </RadixTabs.Root>
  );
}
