import { normalizeRole } from '@cmms/shared/roles';
import { siteRules } from '@cmms/shared/sites';
import { PageHeader } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { ContactCard } from '../components/contact-card';
import { EmergencyNumbers } from '../components/emergency-numbers';
import { FaqList } from '../components/faq-list';
import { Section } from '../components/help-section';
import { SUPPORT_CONTACTS } from '../lib/help-content';

/** The spec's rule: the Contact Support cards are for technician and housekeeping. */
const SUPPORT_ROLES = new Set(['technician', 'housekeeping']);

/** Help: contact cards, an FAQ and the emergency numbers of the user's site(s). */
export function HelpPage() {
  const user = useSession()?.user;
  const role = normalizeRole(user?.role);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8">
      <PageHeader title={t('help.title')}>
        <p className="mt-1 text-sm text-slate-600">{t('help.subtitle')}</p>
      </PageHeader>
      {SUPPORT_ROLES.has(role) && (
        <Section title={t('help.contactSupport')}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SUPPORT_CONTACTS.map((contact) => (
              <ContactCard key={contact.title} contact={contact} />
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('help.faqTitle')}>
        <FaqList />
      </Section>
      <Section title={t('help.emergencyTitle')}>
        <EmergencyNumbers canSetThem={siteRules.canSetAdminSettings(user?.permissions ?? [])} />
      </Section>
    </div>
  );
}
