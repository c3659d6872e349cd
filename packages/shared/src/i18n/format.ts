import { INTL_LOCALES, type Language } from './languages';

/**
 * Numbers, dates, lists and distances in a language's own forms, through `Intl` (issue 32). The
 * formatters are made once per language and options: a table of a thousand rows formats with
 * the same one.
 */
export type Formats = ReturnType<typeof makeFormats>;

const cache = new Map<string, Formats>();

/** A language's formats, in the `Intl` tag given (a regional English: intlLocaleOf) or its own. */
export function formatsFor(language: Language, locale = INTL_LOCALES[language]): Formats {
  const known = cache.get(locale);
  if (known) return known;
  const made = makeFormats(locale);
  cache.set(locale, made);
  return made;
}

function memo<Options, Formatter>(make: (options: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (options: Options) => {
    const key = JSON.stringify(options);
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const instantOf = (value: Date | number | string) =>
  value instanceof Date ? value : new Date(value);

function makeFormats(locale: string) {
  const numberFormat = memo(
    (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  );
  const dateFormat = memo(
    (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  );
  const listFormat = memo(
    (options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
  );
  const pluralRules = new Intl.PluralRules(locale);
  return {
    /** The tag handed to `Intl`: for a component that formats with an API of its own. */
    locale,
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      numberFormat(options).format(value),
    /** A moment, in the given time zone or the reader's own. */
    dateTime: (value: Date | number | string, options: Intl.DateTimeFormatOptions) => {
      const instant = instantOf(value);
      return Number.isNaN(instant.getTime()) ? '' : dateFormat(options).format(instant);
    },
    /**
     * A calendar date ('2026-11-30'), which names a day and no moment: written as that day
     * wherever the reader is ('Mon, Nov 30, 2026' by default).
     */
    day: (
      date: string,
      options: Intl.DateTimeFormatOptions = {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      },
    ) => {
      const instant = new Date(`${date}T00:00:00Z`);
      return Number.isNaN(instant.getTime())
        ? date
        : dateFormat({ ...options, timeZone: 'UTC' }).format(instant);
    },
    list: (items: readonly string[], options: Intl.ListFormatOptions = {}) =>
      listFormat(options).format(items),
    /** '120m', '1.2km': metres under a kilometre, else kilometres to one decimal. */
    distance: (meters: number) =>
      meters < 1000
        ? numberFormat({
            style: 'unit',
            unit: 'meter',
            unitDisplay: 'narrow',
            maximumFractionDigits: 0,
          }).format(meters)
        : numberFormat({
            style: 'unit',
            unit: 'kilometer',
            useGrouping: false,
            unitDisplay: 'narrow',
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(meters / 1000),
    currency: (amount: number, currency: string) =>
      numberFormat({ style: 'currency', currency }).format(amount),
    pluralCategory: (count: number) => pluralRules.select(count),
  };
}
