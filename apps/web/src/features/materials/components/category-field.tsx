import { Plus } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';
import { addCategory, sortedCategories } from '../lib/categories';

type Props = {
  value: string;
  /** The categories in use (GET /materials/categories). */
  categories: readonly string[];
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
};

/**
 * Category* of the material form (requirements/materials.md#validation): one of the categories in use, or a new one added inline
 * (non-empty, not already there); the list stays sorted. A new category exists once a material
 * is saved with it: the server keeps no separate list.
 */
export function CategoryField({ value, categories, error, onChange, onBlur }: Props) {
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  // The edited material's own category stays listed while the server's list loads.
  const list = sortedCategories([...categories, ...added, ...(value ? [value] : [])]);

  const add = () => {
    const result = addCategory(list, draft);
    if (!result.ok) {
      setDraftError(result.error);
      return;
    }
    setAdded((now) => [...now, result.added]);
    onChange(result.added);
    setAdding(false);
    setDraft('');
    setDraftError(undefined);
  };
  // Enter adds the category; it must not submit the whole material form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-2">
      <SelectField
        label={t('materials.fieldCategory')}
        required
        value={value}
        error={error}
        options={[
          { value: '', label: t('materials.selectCategory') },
          ...list.map((name) => ({ value: name, label: name })),
        ]}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      />
      {adding ? (
        <div className="flex items-start gap-2">
          <TextField
            label={t('materials.newCategory')}
            className="min-w-0 flex-1"
            autoComplete="off"
            value={draft}
            error={draftError}
            onKeyDown={onKeyDown}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button variant="secondary" className="mt-7" onClick={add}>
            {t('materials.add')}
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          className="-ms-2 min-h-9 px-2"
          icon={<Plus className="size-4" aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('materials.addCategory')}
        </Button>
      )}
    </div>
  );
}
