import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from './text-field';

export interface SearchFieldProps {
  /** The field's name for screen readers, e.g. 'Search sites'. */
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** A list's search box: a search input with a magnifier, named by a label screen readers hear. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className={`${inputClass} border-slate-300 ps-9`}
      />
    </div>
  );
}
