import { type Material, quantityMessage } from '@cmms/shared/materials';
import { useState } from 'react';
import { SearchField } from '../../../../components/ui/search-field';
import { SelectField } from '../../../../components/ui/select-field';
import { render, t } from '../../../../lib/i18n/i18n';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useMaterialChoices } from '../../api/work-order-record';

type Props = {
  userId: string;
  siteId: string;
  value: string;
  error: string | undefined;
  onChange(material: Material | null): void;
  onBlur(): void;
};

const labelOf = (material: Material) =>
  t('workOrderPage.materialOption', {
    name: material.name,
    stock: render(quantityMessage(material.quantity, material.unit)),
  });

/**
 * The material of a part: those the work order's site draws on (GET /materials, as the materials
 * screens ask), with what is in stock, narrowed by a search on the server.
 */
export function MaterialChoice({ userId, siteId, value, error, onChange, onBlur }: Props) {
  const [search, setSearch] = useState('');
  const choices = useMaterialChoices(userId, siteId, useDebouncedValue(search.trim()));
  const [chosen, setChosen] = useState<Material | null>(null);
  const listed = choices.data?.items ?? [];
  // The chosen material stays in the list when a later search leaves it out.
  const all = chosen && !listed.some((one) => one.id === chosen.id) ? [chosen, ...listed] : listed;
  // Offline with nothing kept for this search, the request waits for the signal: say so.
  const prompt = choices.isPending
    ? choices.fetchStatus === 'paused'
      ? t('offline.notKept')
      : t('workOrderPage.materialsLoading')
    : all.length === 0
      ? t('workOrderPage.materialsNone')
      : t('workOrderPage.materialPrompt');

  return (
    <div className="space-y-2">
      <SearchField
        label={t('workOrderPage.findMaterial')}
        placeholder={t('workOrderPage.findMaterial')}
        value={search}
        onChange={setSearch}
      />
      <SelectField
        label={t('workOrderPage.fieldMaterial')}
        required
        error={error}
        value={value}
        options={[
          { value: '', label: prompt },
          ...all.map((material) => ({ value: material.id, label: labelOf(material) })),
        ]}
        onBlur={onBlur}
        onChange={(event) => {
          const material = all.find((one) => one.id === event.target.value) ?? null;
          setChosen(material);
          onChange(material);
        }}
      />
    </div>
  );
}
