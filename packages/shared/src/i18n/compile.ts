import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue's message made ready to format: the text itself when it has no argument (most
 * do), else the ICU message's syntax tree. The web app's catalogues are compiled when they are
 * built (apps/web/i18n-catalogues.ts), so the browser never downloads the ICU parser; the server
 * compiles its own when it loads them. Only this module imports the parser.
 */
export type CompiledMessage = string | MessageFormatElement[];

const PARSE_OPTIONS = {
  // Catalogues hold text, not markup: '<' is a character like any other.
  ignoreTag: true,
  requiresOtherClause: true,
  shouldParseSkeletons: true,
} as const;

export const parseMessage = (source: string) => parse(source, PARSE_OPTIONS);

export function compileMessage(source: string): CompiledMessage {
  const ast = parseMessage(source);
  return ast.every((element) => element.type === TYPE.literal)
    ? ast.map((element) => element.value).join('')
    : ast;
}

export function compileCatalogue(
  messages: Readonly<Record<string, string>>,
): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, source]) => [key, compileMessage(source)]),
  );
}

/** How a message uses an argument, which decides the type of the value it takes. */
export type ArgumentKind = 'text' | 'number' | 'date' | 'choice';

const KIND_OF: Partial<Record<TYPE, ArgumentKind>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.plural]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'date',
  [TYPE.select]: 'choice',
};

/**
 * Every argument a message reads, with how it reads it; an argument used two ways (a plural's
 * number also printed as text) takes the narrower: number over text.
 */
export function argumentsOf(source: string): Map<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KIND_OF[element.type];
      if (kind && 'value' in element && typeof element.value === 'string') {
        const seen = found.get(element.value);
        if (!seen || seen === 'text') found.set(element.value, kind);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parseMessage(source));
  return found;
}

/** The plural and select branches a message offers, by argument: for checking translations. */
export function branchesOf(source: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        const branches = found.get(element.value) ?? new Set<string>();
        for (const [name, option] of Object.entries(element.options)) {
          branches.add(name);
          visit(option.value);
        }
        found.set(element.value, branches);
      }
    }
  };
  visit(parseMessage(source));
  return found;
}
