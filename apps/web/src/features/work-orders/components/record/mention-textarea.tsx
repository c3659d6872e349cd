import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { inputClass } from '../../../../components/ui/text-field';
import { t } from '../../../../lib/i18n/i18n';
import {
  insertMention,
  mentionQueryAt,
  mentionSuggestions,
  type Person,
} from '../../lib/record-mentions';

const optionId = (listId: string, index: number) => `${listId}-${index}`;

type Props = {
  label: string;
  value: string;
  people: readonly Person[];
  error?: string | undefined;
  disabled?: boolean;
  rows?: number;
  maxLength?: number;
  onChange(value: string): void;
  onBlur(): void;
};

/**
 * A comment's text with mentions: typing `@` opens a list of the people who may see the work
 * order, narrowed as one types; arrows move, Enter or Tab chooses, Escape closes. The textarea
 * stays focused throughout (a combobox with its list), so screen readers hear the choice.
 */
export function MentionTextarea({
  label,
  value,
  people,
  error,
  disabled,
  rows = 3,
  maxLength,
  onChange,
  onBlur,
}: Props) {
  const id = useId();
  const listId = `${id}-people`;
  const errorId = `${id}-error`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(0);
  const nextCaret = useRef<number | null>(null);

  const query = closed ? null : mentionQueryAt(value, caret);
  const suggestions = query ? mentionSuggestions(people, query.query) : [];
  const open = suggestions.length > 0;
  const current = Math.min(active, suggestions.length - 1);

  // Puts the caret after an inserted mention once React has written the new text.
  useLayoutEffect(() => {
    if (nextCaret.current === null || !field.current) return;
    field.current.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  });

  const follow = (element: HTMLTextAreaElement) => {
    setCaret(element.selectionStart);
    setClosed(false);
  };
  const choose = (person: Person) => {
    if (!query) return;
    const next = insertMention(value, query.start, caret, person.name);
    nextCaret.current = next.caret;
    setCaret(next.caret);
    setActive(0);
    onChange(next.text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const person = suggestions[current];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + suggestions.length) % suggestions.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && person) {
      event.preventDefault();
      choose(person);
    } else if (event.key === 'Escape') {
      // Closes the list only, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        rows={rows}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(listId, current) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          inputClass,
          'resize-y',
          error ? 'border-red-600 focus:border-red-600' : 'border-slate-300',
        )}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setClosed(true);
          onBlur();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('workOrderPage.mentionList')}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((person, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the textarea (aria-activedescendant), which keeps the focus
          <div
            key={person.id}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === current}
            tabIndex={-1}
            // Keeps the focus in the textarea: the click only chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(person)}
            className={clsx(
              'cursor-pointer px-3 py-2 text-sm wrap-anywhere',
              index === current ? 'bg-brand-50 text-brand-800' : 'text-slate-800',
            )}
          >
            {person.name}
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
