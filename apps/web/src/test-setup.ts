import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import { installTranslator } from './lib/i18n/i18n';

// The web's unit tests read the screens' texts in English, as the journeys do.
installTranslator(englishTranslator);
