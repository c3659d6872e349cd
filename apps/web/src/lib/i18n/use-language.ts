import type { Language } from '@cmms/shared/i18n/languages';
import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage } from './i18n';

/** The language the page speaks, re-rendering when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
