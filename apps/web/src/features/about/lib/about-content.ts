import type { PlainKey } from '@cmms/shared/i18n/message';

/**
 * The about page's lists, as keys of the catalogue `about`, read where they show; the spec
 * names them but not their wording (requirements/profile-and-help.md#screens).
 */
export const KEY_FEATURES: { title: PlainKey; text: PlainKey }[] = [
  { title: 'about.featureWorkOrders', text: 'about.featureWorkOrdersText' },
  { title: 'about.featureAssets', text: 'about.featureAssetsText' },
  { title: 'about.featurePm', text: 'about.featurePmText' },
  { title: 'about.featureChecklists', text: 'about.featureChecklistsText' },
  { title: 'about.featureMaterials', text: 'about.featureMaterialsText' },
  { title: 'about.featureAttendance', text: 'about.featureAttendanceText' },
];

export const INDUSTRIES: PlainKey[] = [
  'about.industryOffices',
  'about.industryResidential',
  'about.industryHospitals',
  'about.industryHotels',
  'about.industryRetail',
  'about.industrySchools',
  'about.industryFactories',
];

export const PRIVACY_TEXT: PlainKey[] = [
  'about.privacyData',
  'about.privacySecrets',
  'about.privacyAccess',
];

export const TERMS_TEXT: PlainKey[] = [
  'about.termsPurpose',
  'about.termsHonesty',
  'about.termsSuspension',
];
