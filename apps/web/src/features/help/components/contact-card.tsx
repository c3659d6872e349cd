import { Clock, Mail, Phone } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import type { Contact } from '../lib/help-content';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg font-medium text-brand-700 hover:underline';

/** A support contact with a call link (and a mail link when there is an address). */
export function ContactCard({ contact }: { contact: Contact }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">{t(contact.title)}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{t(contact.description)}</p>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
        <Clock className="size-3.5" aria-hidden />
        {t(contact.hours)}
      </p>
      <a href={`tel:${contact.phone}`} className={`${linkClass} mt-2 text-sm`}>
        <Phone className="size-4" aria-hidden />
        {t('help.call', { phone: contact.phone })}
      </a>
      {contact.email && (
        <a href={`mailto:${contact.email}`} className={`${linkClass} text-sm`}>
          <Mail className="size-4" aria-hidden />
          {contact.email}
        </a>
      )}
    </li>
  );
}
