import type { Message } from '@cmms/shared/i18n/message';
import { render } from '../i18n/i18n';

/**
 * A change's summary or reason as the list shows it: a message in the reader's language now,
 * kept text (a change kept before issue 32, the server's own words) as it was kept.
 */
export const changeText = (text: Message | string) =>
  typeof text === 'string' ? text : render(text);
