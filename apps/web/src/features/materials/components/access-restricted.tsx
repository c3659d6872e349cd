import { Lock } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/**
 * 'Access Restricted' (docs/materials.md) for a user with no assigned site (not admin or superadmin), and for a
 * role that holds none of the Materials permissions (the server refuses both).
 */
export function AccessRestricted({ noSite = false }: { noSite?: boolean }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <Lock className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-xl font-bold text-slate-900">{t('materials.accessRestricted')}</h1>
      <p className="text-sm text-slate-700">
        {noSite ? t('materials.needSite') : t('materials.viewNotAllowed')}
      </p>
      {noSite && <p className="text-sm text-slate-500">{t('materials.contactAdmin')}</p>}
    </div>
  );
}
