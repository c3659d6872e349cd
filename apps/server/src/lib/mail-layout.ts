import { PRODUCT_NAME } from '@cmms/shared/product';

/** Text made safe to stand inside an HTML mail. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain, readable HTML mail: a title, paragraphs, the product's name. */
export function mailLayout(title: string, paragraphs: string[]) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:24px auto;padding:0 16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="color:#64748b;font-size:13px">${escapeHtml(PRODUCT_NAME)}</p></body></html>`;
}
