import type { Material } from '@cmms/shared/materials';
import { useRef, useState } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MATERIAL_OPTIONS_LIMIT, useMaterialOptions } from '../api/materials';
import { pickerCountText } from '../lib/material-filters';
import { quantityText } from '../lib/stock-level';
import { siteTextOf } from './inventory-table';

type Props = {
  value: string;
  error: string | undefined;
  /** The material the row's Request button chose, listed even before the options load. */
  current: Material | null;
  onChange(material: Material | null): void;
  onBlur(): void;
};

const labelOf = (material: Material) =>
  `${material.name} · ${quantityText(material.quantity, material.unit)} · ${siteTextOf(material)}`;

/**
 * Material* of the request form (requirements/materials.md#validation): the materials the user may request, with what is in
 * stock; more than one list holds are narrowed by a search on the server.
 */
export function MaterialPicker({ value, error, current, onChange, onBlur }: Props) {
  const [search, setSearch] = useState('');
  const materials = useMaterialOptions(useDebouncedValue(search.trim()), true);
  const list = materials.data?.items;
  // The chosen material stays selectable when a later search leaves it out.
  const chosen = useRef<Material | null>(current);
  const keep = chosen.current && !list?.some((one) => one.id === chosen.current?.id);
  const all = [...(keep && chosen.current ? [chosen.current] : []), ...(list ?? [])];
  const total = materials.data?.total ?? 0;

  const placeholder = materials.isPending
    ? t('materials.pickerLoading')
    : all.length === 0
      ? t('materials.pickerEmpty')
      : t('materials.pickerPrompt');
  const options = [
    { value: '', label: placeholder },
    ...all.map((material) => ({ value: material.id, label: labelOf(material) })),
  ];

  return (
    <div className="space-y-2">
      <SelectField
        label={t('materials.fieldMaterial')}
        required
        options={options}
        error={error}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          const material = all.find((one) => one.id === event.target.value) ?? null;
          chosen.current = material;
          onChange(material);
        }}
      />
      {(search !== '' || total > MATERIAL_OPTIONS_LIMIT) && (
        <>
          <SearchField
            label={t('materials.findMaterial')}
            placeholder={t('materials.searchMaterials')}
            value={search}
            onChange={setSearch}
          />
          <p className="text-xs text-slate-500">{pickerCountText(list?.length ?? 0, total)}</p>
        </>
      )}
    </div>
  );
}
