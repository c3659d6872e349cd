/**
 * The help page's texts. The spec does not give them (doc 002 §2.12), so they are generic: the
 * numbers use the 555-01xx range reserved for fiction and an organisation puts its own here.
 * 112 is the emergency number that works from any mobile phone in most countries.
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

export const EMERGENCY_NUMBERS: { label: string; phone: string; note: string }[] = [
  { label: 'Emergency services', phone: '112', note: 'Fire, medical or police emergency' },
  {
    label: 'Site security control room',
    phone: '+1-555-0199',
    note: 'Intruders, alarms, lock-outs',
  },
  {
    label: 'Health and safety officer',
    phone: '+1-555-0150',
    note: 'Injuries, spills, unsafe work',
  },
];

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
