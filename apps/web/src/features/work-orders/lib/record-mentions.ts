/**
 * Mentions in a comment (issue 33): typing `@` offers the people who may see the work order, and
 * choosing one writes `@Full Name ` into the text. The server finds them again with the shared
 * `mentionedIn`, so what is written here is exactly what it looks for.
 */

export type Person = { id: string; name: string };

/** The `@word` being typed just before the caret, if any: where its `@` is, and the word. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  // The `@` starts the text or follows a space, so an e-mail address offers nobody.
  const match = /(?:^|\s)@([^\s@]{0,40})$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** At most `limit` people whose name has a word starting with `query`, in the list's order. */
export function mentionSuggestions(people: readonly Person[], query: string, limit = 6): Person[] {
  const wanted = query.toLocaleLowerCase();
  return people
    .filter((person) =>
      person.name
        .toLocaleLowerCase()
        .split(/\s+/)
        // 'jo' finds 'Jo Smith' and 'Mary Jones'.
        .some((word) => word.startsWith(wanted)),
    )
    .slice(0, limit);
}

/** The text with the `@query` from `start` to `caret` replaced by `@Full Name `, and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const mention = `@${name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + mention + after, caret: start + mention.length };
}

export type BodyPart = { kind: 'text' | 'mention'; text: string };

/**
 * A comment cut into plain text and the mentions of known people, for the mentions to stand out;
 * the longest name first, so '@Dan Brown' is one mention even where '@Dan' is a person too.
 */
export function mentionParts(body: string, people: readonly Person[]): BodyPart[] {
  const names = [...people].map((person) => person.name).sort((a, b) => b.length - a.length);
  const parts: BodyPart[] = [];
  const lower = body.toLocaleLowerCase();
  let plainFrom = 0;
  let at = body.indexOf('@');
  while (at !== -1) {
    const name = names.find((candidate) => {
      if (!lower.startsWith(`@${candidate.toLocaleLowerCase()}`, at)) return false;
      const next = body[at + candidate.length + 1];
      return next === undefined || !/[\p{L}\p{N}]/u.test(next);
    });
    if (name) {
      if (at > plainFrom) parts.push({ kind: 'text', text: body.slice(plainFrom, at) });
      parts.push({ kind: 'mention', text: body.slice(at, at + name.length + 1) });
      plainFrom = at + name.length + 1;
    }
    at = body.indexOf('@', name ? plainFrom : at + 1);
  }
  if (plainFrom < body.length) parts.push({ kind: 'text', text: body.slice(plainFrom) });
  return parts;
}
