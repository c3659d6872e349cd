/** The about page's lists; the spec names them but not their wording (requirements/profile-and-help.md#screens). */
export const KEY_FEATURES: { title: string; text: string }[] = [
  {
    title: 'Work orders',
    text: 'Create, assign and follow maintenance tasks from request to completion.',
  },
  {
    title: 'Assets and QR labels',
    text: 'Keep an asset register per site and open any asset by scanning its label.',
  },
  {
    title: 'Preventive maintenance',
    text: 'Schedule recurring inspections and servicing before things break.',
  },
  {
    title: 'Daily checklists',
    text: 'Track routine rounds day by day, with locked, signed-off entries.',
  },
  { title: 'Materials', text: 'Hold stock per site and handle requests, approvals and issues.' },
  {
    title: 'Attendance and leave',
    text: 'Punch in and out on site, request leave and approve it.',
  },
];

export const INDUSTRIES: string[] = [
  'Commercial offices',
  'Residential towers',
  'Hospitals and clinics',
  'Hotels and hospitality',
  'Retail and shopping centres',
  'Schools and campuses',
  'Factories and warehouses',
];

export const PRIVACY_TEXT: string[] = [
  'We keep the information needed to run maintenance work: your name, email, contact number, role, assigned sites, the work you record, and your attendance with the location checked at punch-in.',
  'Your password and PIN are stored only in a protected, one-way form. Location is read only when you punch in or out.',
  'Your organisation decides who can see your records. Ask your administrator to correct or remove your information.',
];

export const TERMS_TEXT: string[] = [
  'This application is provided to you by your organisation for work purposes. Keep your password and PIN to yourself and sign out on shared devices.',
  'Record work truthfully and only for the sites you are assigned to. Activity is logged.',
  'Access may be suspended when an account is misused or no longer needed.',
];
