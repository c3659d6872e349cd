import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { CompiledMessage } from './compile';
import { type Formats, formatsFor } from './format';
import { directionOf, INTL_LOCALES, type Language } from './languages';
import { type ArgsOf, isCalendarDay, isMessage, type Message, type MessageKey } from './message';

/** One language's messages, compiled (compile.ts): what a translator formats from. */
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

export interface Translator {
  readonly language: Language;
  /** The message in this language: t('pm.title'), t('pm.assetsShown', { shown, total }). */
  t<K extends MessageKey>(key: K, ...args: ArgsOf<K>): string;
  /** A message made elsewhere (an error, a stored notification), with its nested messages. */
  render(message: Message): string;
  /**
   * A message kept in the database, or `stored` (its English, kept beside it) when the
   * catalogues have moved on since: its key is gone, or it no longer reads the values kept.
   * One old row never fails a whole list.
   */
  renderStored(message: Message, stored: string): string;
  /** Whether a string is a key of the catalogues: a schema's message is one, a server's text not. */
  has(key: string): key is MessageKey;
  readonly formats: Formats;
}

type Values = Readonly<Record<string, unknown>>;

/** Unicode's first-strong isolate and its end: a value keeps its own direction inside a line. */
const ISOLATE = { start: '\u2068', end: '\u2069' };

/** The values a message prints as they are (`{name}`), not those it chooses by (`{n, plural}`). */
function printedArguments(elements: MessageFormatElement[], found = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) printedArguments(option.value, found);
    }
  }
  return found;
}

/**
 * A translator over one language's compiled catalogue. A key missing from it (a catalogue the
 * check lets through only while a translation is being written) reads in the fallback, else
 * as the key itself, never as an empty screen.
 */
export function createTranslator(
  language: Language,
  catalogue: CompiledCatalogue,
  fallback?: Translator,
  locale = INTL_LOCALES[language],
): Translator {
  const formats = formatsFor(language, locale);
  const compiled = new Map<string, IntlMessageFormat>();
  const formatters = {
    getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
      cachedIntl(Intl.NumberFormat, args),
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      cachedIntl(Intl.DateTimeFormat, args),
    getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
      cachedIntl(Intl.PluralRules, args),
  };

  // In a language read from the right, a value printed in a sentence (a name, a title someone
  // typed, a date) is isolated, as ICU's MessageFormat 2 does: "Reason: {note}" keeps an English
  // note's full stop at its end, and a quoted Latin title its quotes around it.
  const rtl = directionOf(language) === 'rtl';
  const printed = new Map<string, Set<string>>();
  const resolve = (key: string, message: MessageFormatElement[], values: Values | undefined) => {
    if (!values) return undefined;
    let isolated = printed.get(key);
    if (rtl && !isolated) {
      isolated = printedArguments(message);
      printed.set(key, isolated);
    }
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      // Only data is isolated: a nested message or a day is already in the reader's language.
      out[name] = isMessage(value)
        ? translator.render(value)
        : isCalendarDay(value)
          ? value.englishAsIso && language === 'en'
            ? value.day
            : formats.day(value.day)
          : isolated?.has(name) && typeof value === 'string'
            ? `${ISOLATE.start}${value}${ISOLATE.end}`
            : value;
    }
    return out;
  };

  const format = (key: string, values: Values | undefined): string => {
    const message = catalogue[key];
    if (message === undefined) {
      return fallback?.has(key) ? fallback.render({ key, values } as Message) : key;
    }
    if (typeof message === 'string') return message;
    let formatter = compiled.get(key);
    if (!formatter) {
      formatter = new IntlMessageFormat(message as MessageFormatElement[], locale, undefined, {
        ignoreTag: true,
        formatters,
      });
      compiled.set(key, formatter);
    }
    const ast = message as MessageFormatElement[];
    return String(formatter.format(resolve(key, ast, values) as Record<string, string>));
  };

  const translator: Translator = {
    language,
    formats,
    t: (key, ...args) => format(key, args[0] as Values | undefined),
    render: (message) => format(message.key, message.values as Values | undefined),
    renderStored: (message, stored) => {
      if (!translator.has(message.key) && !fallback?.has(message.key)) return stored;
      try {
        return format(message.key, message.values as Values | undefined);
      } catch {
        return stored;
      }
    },
    has: (key): key is MessageKey => key in catalogue,
  };
  return translator;
}

const intlCache = new Map<unknown, Map<string, unknown>>();
function cachedIntl<T>(Constructor: new (...args: never[]) => T, args: unknown[]): T {
  let made = intlCache.get(Constructor);
  if (!made) {
    made = new Map();
    intlCache.set(Constructor, made);
  }
  const key = JSON.stringify(args);
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = new Constructor(...(args as never[]));
    made.set(key, formatter);
  }
  return formatter;
}
