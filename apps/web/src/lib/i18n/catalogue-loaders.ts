import type { CatalogueGroup } from '@cmms/shared/i18n/catalogue-groups';
import type { Language } from '@cmms/shared/i18n/languages';
import type { CompiledCatalogue } from '@cmms/shared/i18n/translator';

type Loader = () => Promise<{ default: CompiledCatalogue }>;

/**
 * Each language's catalogue in its parts (the sign-in page's, the app's, the request portal's),
 * each a chunk of its own (i18n-catalogues.ts): written out, since a bundler splits only an
 * import it can read.
 */
export const CATALOGUE_LOADERS: Record<Language, Record<CatalogueGroup, Loader>> = {
  en: {
    login: () => import('virtual:catalogue/en/login'),
    app: () => import('virtual:catalogue/en/app'),
    portal: () => import('virtual:catalogue/en/portal'),
  },
  hi: {
    login: () => import('virtual:catalogue/hi/login'),
    app: () => import('virtual:catalogue/hi/app'),
    portal: () => import('virtual:catalogue/hi/portal'),
  },
  es: {
    login: () => import('virtual:catalogue/es/login'),
    app: () => import('virtual:catalogue/es/app'),
    portal: () => import('virtual:catalogue/es/portal'),
  },
  ar: {
    login: () => import('virtual:catalogue/ar/login'),
    app: () => import('virtual:catalogue/ar/app'),
    portal: () => import('virtual:catalogue/ar/portal'),
  },
};
