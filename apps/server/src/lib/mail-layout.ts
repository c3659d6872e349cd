import { directionOf } from '@cmms/shared/i18n/languages';
import type { Translator } from '@cmms/shared/i18n/translator';

/** Text made safe to stand inside an HTML mail. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain, readable HTML mail in the recipient's language (docs/languages.md): a title,
 * paragraphs (HTML, their values escaped by the caller), the product's name; right to left in
 * Arabic.
 */
export function mailLayout(translator: Translator, title: string, paragraphs: string[]) {
  const { language } = translator;
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:24px auto;padding:0 16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="color:#64748b;font-size:13px">${escapeHtml(translator.t('common.productName'))}</p></body></html>`;
}

/**
 * A value a mail shows as HTML (a code in bold): the message is rendered with `HTML_SLOT` as
 * that value, then `htmlWith` escapes its text and puts the HTML in the slot. Translators write
 * text, never markup.
 */
export const HTML_SLOT = '\u0000';
export const htmlWith = (text: string, html: string) => escapeHtml(text).replace(HTML_SLOT, html);
