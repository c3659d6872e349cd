import { materialRules } from '@cmms/shared/materials';
import { useSession } from '../../../lib/session';
import { MaterialsAccess } from '../components/materials-access';
import { MaterialManagementPage } from './material-management-page';
import { MaterialRequestPage } from './material-request-page';

/**
 * /materials (requirements/materials.md#screens, #who-may-do-what): admin, superadmin and manager manage the inventory
 * and decide on requests; every other role requests materials.
 */
export function MaterialsPage() {
  const user = useSession()?.user ?? null;
  if (!user) return null;
  return (
    <MaterialsAccess user={user}>
      {materialRules.canManage(user) ? (
        <MaterialManagementPage user={user} />
      ) : (
        <MaterialRequestPage user={user} />
      )}
    </MaterialsAccess>
  );
}
