import { useRef, useState } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSiteSelection } from '../../sites/public';
import {
  PM_ASSET_OPTIONS_LIMIT,
  type PmAssetOption,
  usePmAssetOptions,
} from '../api/pm-asset-options';
import { assetOptionLabel, assetsShownText } from '../lib/pm-display';

type Props = {
  value: string;
  error: string | undefined;
  /** The edited PM's own asset, listed even while the options load or if a search leaves it out. */
  current: PmAssetOption | null;
  onChange(assetId: string, siteId: string | null): void;
  onBlur(): void;
};

/**
 * Asset* of the PM form (requirements/pm.md#validation): the assets of the site chosen in the header, or of every site the
 * user may see; more than one list holds are narrowed by a search on the server.
 */
export function PmAssetField({ value, error, current, onChange, onBlur }: Props) {
  const selection = useSiteSelection();
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const [search, setSearch] = useState('');
  const assets = usePmAssetOptions(siteId, useDebouncedValue(search.trim()));
  const list = assets.data?.options;
  // The chosen asset stays selectable when a later search leaves it out.
  const chosen = useRef<PmAssetOption | null>(current);
  const keep = chosen.current && !list?.some((asset) => asset.id === chosen.current?.id);
  const all = [...(keep && chosen.current ? [chosen.current] : []), ...(list ?? [])];

  const placeholder = assets.isPending
    ? t('pm.loadingAssets')
    : all.length === 0
      ? t('pm.noAssetsAvailable')
      : t('pm.selectAsset');
  const options = [
    { value: '', label: placeholder },
    ...all.map((asset) => ({ value: asset.id, label: assetOptionLabel(asset) })),
  ];
  const overflow = search !== '' || (assets.data?.total ?? 0) > PM_ASSET_OPTIONS_LIMIT;

  return (
    <div className="space-y-2">
      <SelectField
        label={t('pm.fieldAsset')}
        required
        options={options}
        error={error}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          const asset = all.find((one) => one.id === event.target.value) ?? null;
          chosen.current = asset;
          onChange(event.target.value, asset?.siteId ?? null);
        }}
      />
      {overflow && (
        <>
          <SearchField
            label={t('pm.findAsset')}
            placeholder={t('pm.findAssetPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          <p className="text-xs text-slate-500">
            {assetsShownText(list?.length ?? 0, assets.data?.total ?? 0)}
          </p>
        </>
      )}
    </div>
  );
}
