/** A user's search text as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
