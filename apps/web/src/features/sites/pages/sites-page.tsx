import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useSitesList } from '../api/sites';
import { DeleteSiteDialog } from '../components/delete-site-dialog';
import { EscalationRulesDialog } from '../components/escalation-rules-dialog';
import { SiteCostDialog } from '../components/site-cost-dialog';
import { SiteFormDialog } from '../components/site-form-dialog';
import { SitePortalDialog } from '../components/site-portal-dialog';
import { SitesResults } from '../components/sites-results';
import { siteActionsFor } from '../lib/site-permissions';
import type { SiteView } from '../lib/site-view';

/** Sites (requirements/sites.md#screens): searched and paged on the server; add, edit and delete by permission. */
export function SitesPage() {
  const user = useSession()?.user;
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [offset, setOffset] = usePaging(term);
  const list = useSitesList(user?.id ?? '', term, offset);
  const can = siteActionsFor(user);
  const [form, setForm] = useState<{ open: boolean; site: SiteView | null }>({
    open: false,
    site: null,
  });
  const [deleting, setDeleting] = useState<SiteView | null>(null);
  const [costing, setCosting] = useState<SiteView | null>(null);
  const [escalating, setEscalating] = useState<SiteView | null>(null);
  const [portal, setPortal] = useState<SiteView | null>(null);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('sites.title')}
        actions={
          can.add && (
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => setForm({ open: true, site: null })}
            >
              {t('sites.addSite')}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          label={t('sites.searchLabel')}
          placeholder={t('sites.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <Button variant="secondary" disabled={search === ''} onClick={() => setSearch('')}>
          {t('sites.clearFilters')}
        </Button>
      </div>
      <SitesResults
        list={list}
        searching={term !== ''}
        offset={offset}
        onPage={setOffset}
        can={can}
        onEdit={(site) => setForm({ open: true, site })}
        onDelete={setDeleting}
        onCost={setCosting}
        onEscalation={setEscalating}
        onPortal={setPortal}
      />
      <SiteFormDialog
        open={form.open}
        site={form.site}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
      <DeleteSiteDialog site={deleting} onClose={() => setDeleting(null)} />
      <SiteCostDialog site={costing} onClose={() => setCosting(null)} />
      <EscalationRulesDialog site={escalating} onClose={() => setEscalating(null)} />
      <SitePortalDialog site={portal} onClose={() => setPortal(null)} />
    </div>
  );
}
