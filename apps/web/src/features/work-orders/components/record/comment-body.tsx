import { mentionParts, type Person } from '../../lib/record-mentions';

/** The parts with their place in the text as keys: the same text keeps the same keys. */
function keyedParts(body: string, people: readonly Person[]) {
  let offset = 0;
  return mentionParts(body, people).map((part) => {
    const key = offset;
    offset += part.text.length;
    return { ...part, key };
  });
}

/** A comment's text as written, its mentions of people standing out. */
export function CommentBody({ body, people }: { body: string; people: readonly Person[] }) {
  return (
    <p className="text-sm wrap-anywhere whitespace-pre-line text-slate-800">
      {keyedParts(body, people).map(({ key, ...part }) =>
        part.kind === 'mention' ? (
          // Isolated, so a Latin name reads whole inside an Arabic sentence.
          <bdi key={key} className="rounded bg-brand-50 px-0.5 font-medium text-brand-800">
            {part.text}
          </bdi>
        ) : (
          <span key={key}>{part.text}</span>
        ),
      )}
    </p>
  );
}
