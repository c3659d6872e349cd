/**
 * The help page's texts. The spec does not give them, so they are generic: the support numbers
 * use the 555-01xx range reserved for fiction and an organisation puts its own here.
 */
export interface Contact {
  title: string;
  description: string;
  phone: string;
  hours: string;
  email?: string;
}

export const SUPPORT_CONTACTS: Contact[] = [
  {
    title: 'Facility helpdesk',
    description: 'Report a fault, ask about a work order or a checklist.',
    phone: '+1-555-0100',
    hours: 'Every day, 24 hours',
  },
  {
    title: 'App and account support',
    description: 'Sign-in problems, PIN resets and access to sites.',
    phone: '+1-555-0101',
    hours: 'Monday to Friday, 8:00 to 18:00',
    email: 'support@example.com',
  },
  {
    title: 'Stores and materials',
    description: 'Material requests, stock questions and collections.',
    phone: '+1-555-0102',
    hours: 'Monday to Saturday, 7:00 to 15:00',
  },
];

/**
 * The emergency numbers section. The numbers are each site's own, set by administrators in the
 * site form (docs/sites.md); none are invented here.
 */
export const emergencyTexts = {
  loading: 'Loading emergency numbers…',
  loadFailed: 'Emergency numbers could not be loaded.',
  noSite: 'You are not assigned to a site yet, so there are no site emergency numbers to show.',
  noneForSite: (site: string) => `No emergency numbers have been set for ${site}.`,
  noneForSites: (count: number) => `${count} sites have no emergency numbers set yet.`,
  noneAtAll: 'No emergency numbers have been set for your site yet.',
  whoSetsThem: 'An administrator can add them in Sites: Edit Site, Emergency numbers.',
  youSetThem: 'You can add them in Sites: Edit Site, Emergency numbers.',
  lifeThreatening: 'In a life-threatening emergency, call your local emergency number.',
  callLabel: (label: string, number: string) => `Call ${label}, ${number}`,
} as const;

export const FAQ: { question: string; answer: string }[] = [
  {
    question: 'How do I sign in with a PIN?',
    answer:
      'Sign in with your email and password once, open Settings and set a 4-digit PIN under App PIN Protection. Next time, choose Sign in with PIN on the login page.',
  },
  {
    question: 'The app locked itself. What do I do?',
    answer:
      'With a PIN set, the app locks after a few minutes without activity. Enter your PIN to carry on. You can choose the delay under Auto-lock settings. If you forgot your PIN, sign out from the lock screen and sign in with your password.',
  },
  {
    question: 'Why can I not see a site, asset or task?',
    answer:
      'You see the records of the sites you are assigned to. Your assigned sites are listed on your profile; ask your supervisor or administrator if one is missing.',
  },
  {
    question: 'How do I mark my attendance?',
    answer:
      'Open Attendance, choose your site and press Punch In when you arrive and Punch Out when you leave. Allow location access: you need to be at the site.',
  },
  {
    question: 'How do I request materials?',
    answer:
      'Open Materials, press Request Material, choose the item, the quantity and the reason. You can edit a request while it is still pending.',
  },
  {
    question: 'I forgot my password.',
    answer:
      'On the login page choose Forgot password, enter your email and type the 6-digit code you receive. Then choose a new password.',
  },
];
