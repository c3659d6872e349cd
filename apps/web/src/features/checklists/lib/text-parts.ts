/** Stands for the value while the message is rendered; no catalogue writes it. */
const MARK = '\u{E000}';

/**
 * A message around one value the screen draws apart (a key in monospace): the text before the
 * value and after it, in the reader's word order. `render` writes the message with the value it
 * is given: aroundValue((key) => t('checklists.categories.savedAs', { key })).
 */
export function aroundValue(render: (value: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = render(MARK).split(MARK);
  return [before, after];
}
