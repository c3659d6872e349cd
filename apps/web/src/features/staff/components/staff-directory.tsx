import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SearchField } from '../../../components/ui/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery } from '../../../lib/use-media-query';
import { displaySiteName } from '../../sites/public';
import { useStaffDirectory } from '../api/staff';
import { staffTexts } from '../api/staff-texts';
import { StaffCard } from './staff-card';
import { StaffTable } from './staff-table';

/** Staff Directory (requirements/users-and-roles.md#screens): searchable, with Call links; cards small, a table large. */
export function StaffDirectory() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const staff = useStaffDirectory(term);
  const wide = useMediaQuery('(min-width: 768px)');
  // Ours: which people the list holds; the site follows the header's site selector.
  const scope = staff.admin
    ? 'Managers, supervisors and technicians'
    : staff.siteName
      ? `Staff at ${displaySiteName(staff.siteName)}`
      : 'Staff at all your assigned sites';

  const body = () => {
    if (staff.noSite) return <ListMessage>{staffTexts.noSite}</ListMessage>;
    if (staff.isPending) return <ScreenLoading label={staffTexts.loading} />;
    if (staff.isError) {
      return (
        <div className="space-y-3">
          <FormAlert message={staffTexts.loadFailed} />
          <Button variant="secondary" onClick={staff.retry}>
            Retry
          </Button>
        </div>
      );
    }
    if (staff.members.length === 0) {
      return <ListMessage>{term ? staffTexts.noMatch : staffTexts.none}</ListMessage>;
    }
    if (wide) return <StaffTable members={staff.members} />;
    return (
      <ul className="space-y-3">
        {staff.members.map((member, index) => (
          <li key={member.id}>
            <StaffCard member={member} position={index + 1} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5">
      <PageHeader title="Staff Directory">
        <p className="mt-1 text-sm text-slate-600">{scope}</p>
      </PageHeader>
      <SearchField
        label="Search staff"
        placeholder="Search staff..."
        value={search}
        onChange={setSearch}
      />
      {body()}
    </div>
  );
}
