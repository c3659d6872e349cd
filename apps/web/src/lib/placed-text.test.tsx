import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator, t } from './i18n/i18n';
import { placeSlots, slot } from './placed-text';

afterEach(() => installTranslator(englishTranslator));

const markup = (text: string, elements: Parameters<typeof placeSlots>[1]) =>
  renderToStaticMarkup(<p>{placeSlots(text, elements)}</p>);

describe('placeSlots', () => {
  it('puts each element where the sentence puts its value', () => {
    expect(
      markup(t('checklists.categories.savedAs', { key: slot('key') }), {
        key: <code>hvac</code>,
      }),
    ).toBe('<p>Saved as <code>hvac</code></p>');
    expect(
      markup(t('assets.createdQuestion', { name: slot('name'), number: slot('number') }), {
        name: <b>Chiller</b>,
        number: <code>AST-7</code>,
      }),
    ).toContain('<b>Chiller</b>');
  });

  it('keeps the order the language gives, the element isolated in a sentence read from the right', () => {
    installTranslator(translatorFor('ar'));
    const placed = markup(t('activity.byUser', { user: slot('user') }), { user: <b>Ana</b> });
    // A Latin name in Arabic keeps its own direction: first-strong isolate … pop isolate.
    expect(placed).toContain('\u2068<b>Ana</b>\u2069');
    expect(placed).not.toContain(slot('user'));
  });
});
