import type { PlainKey } from '@cmms/shared/i18n/message';

/**
 * The help page's texts (catalogue `help`). The spec does not give them, so they are generic:
 * the support numbers use the 555-01xx range reserved for fiction and an organisation puts its
 * own here. Numbers and addresses are data; what a card says is a key, read where it shows.
 */
export interface Contact {
  title: PlainKey;
  description: PlainKey;
  phone: string;
  hours: PlainKey;
  email?: string;
}

export const SUPPORT_CONTACTS: Contact[] = [
  {
    title: 'help.helpdeskTitle',
    description: 'help.helpdeskDescription',
    phone: '+1-555-0100',
    hours: 'help.helpdeskHours',
  },
  {
    title: 'help.appSupportTitle',
    description: 'help.appSupportDescription',
    phone: '+1-555-0101',
    hours: 'help.appSupportHours',
    email: 'support@example.com',
  },
  {
    title: 'help.storesTitle',
    description: 'help.storesDescription',
    phone: '+1-555-0102',
    hours: 'help.storesHours',
  },
];

export const FAQ: { question: PlainKey; answer: PlainKey }[] = [
  { question: 'help.faqPinQuestion', answer: 'help.faqPinAnswer' },
  { question: 'help.faqLockedQuestion', answer: 'help.faqLockedAnswer' },
  { question: 'help.faqMissingQuestion', answer: 'help.faqMissingAnswer' },
  { question: 'help.faqAttendanceQuestion', answer: 'help.faqAttendanceAnswer' },
  { question: 'help.faqMaterialsQuestion', answer: 'help.faqMaterialsAnswer' },
  { question: 'help.faqPasswordQuestion', answer: 'help.faqPasswordAnswer' },
];
