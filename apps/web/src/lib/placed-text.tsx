import { Fragment, type ReactNode } from 'react';

const OPEN = '\u{E000}';
const CLOSE = '\u{E001}';
const SLOTS = new RegExp(`${OPEN}([A-Za-z0-9_]+)${CLOSE}`);

/**
 * A value that stands for an element in a translated sentence: the message is rendered with
 * `slot('site')` as the value, and `placeSlots` puts the element where the language put it
 * ("{count} entries at {site}" in English, the site first in Hindi).
 */
export const slot = (name: string) => `${OPEN}${name}${CLOSE}`;

/** A sentence rendered with slots, with each slot replaced by its element. */
export function placeSlots(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(SLOTS);
  // split with a capturing group: text, name, text, name, ..., text.
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered
    <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>
  ));
}
