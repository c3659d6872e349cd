import { createRequire } from 'node:module';
import { directionOf, type Language } from '@cmms/shared/i18n/languages';
import bidiFactory from 'bidi-js';

/**
 * Text in a PDF in any of the product's languages (docs/languages.md, "PDF"). pdfkit draws what
 * it is given left to right, word by word, in one font; these helpers give it runs instead:
 * - each script in a font that has it (Noto Sans Devanagari and Arabic beside Helvetica; a
 *   Hindi name in an English report prints too), shaped by pdfkit's fontkit;
 * - in the order the Unicode bidirectional algorithm (bidi-js) puts them on the line, so Arabic
 *   reads from the right with its numbers and Latin names the right way round;
 * - right-aligned where the language reads from the right.
 */
type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';
type Script = 'latin' | 'devanagari' | 'arabic';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<Exclude<Script, 'latin'>, Record<Weight, string>> = {
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
};
const LATIN: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
/** Helvetica's ascender, in thousandths of the font size (its AFM). */
const HELVETICA_ASCENDER = 718;
const fontName = (script: Script, weight: Weight) =>
  script === 'latin' ? LATIN[weight] : `noto-${script}-${weight}`;

const scriptOf = (code: number): Script | null => {
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) {
    return 'devanagari';
  }
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  ) {
    return 'arabic';
  }
  // Letters of other scripts are Helvetica's; digits, spaces and punctuation are neutral: they
  // take the font of the text around them.
  return /\p{L}/u.test(String.fromCodePoint(code)) ? 'latin' : null;
};

const bidi = bidiFactory();
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** Text Helvetica draws as it is: Latin-1, with no script that needs another font or order. */
const LATIN_ONLY = /^[\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]*$/;

/** A stretch of a line in one font and one direction, in the order it is drawn. */
type Run = { text: string; script: Script; rtl: boolean };

/**
 * The runs of a line in visual order, left to right. An Arabic run keeps its logical order
 * (fontkit shapes it and lays it out from the right itself); any other right-to-left run (a
 * neutral between Arabic words) is reversed here, its brackets mirrored.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): Run[] {
  const chars = [...text];
  if (chars.every((char) => BIDI_CONTROLS.test(char))) return [];
  const levels = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  // Levels are per UTF-16 unit; walk by code point.
  const units: { char: string; level: number; script: Script | null; index: number }[] = [];
  let index = 0;
  for (const char of chars) {
    // Bidirectional marks and isolates (a message's values in Arabic are isolated) order the
    // line; they have no glyph to draw.
    if (BIDI_CONTROLS.test(char)) {
      index += char.length;
      continue;
    }
    units.push({
      char: mirrored.get(index) ?? char,
      level: levels.levels[index] ?? 0,
      script: scriptOf(char.codePointAt(0) ?? 0),
      index,
    });
    index += char.length;
  }
  // Neutral characters join the script of the text before them (else after them), so a space
  // between two Arabic words stays inside their run.
  let previous: Script | null = null;
  for (const unit of units) {
    if (unit.script) previous = unit.script;
    else if (previous) unit.script = previous;
  }
  const first = units.find((unit) => unit.script)?.script ?? 'latin';
  for (const unit of units) unit.script ??= first;

  const logical: { text: string; script: Script; level: number }[] = [];
  for (const unit of units) {
    const last = logical.at(-1);
    if (last && last.script === unit.script && last.level === unit.level) last.text += unit.char;
    else logical.push({ text: unit.char, script: unit.script as Script, level: unit.level });
  }
  // Rule L2 of the bidirectional algorithm on whole runs: from the highest level down to the
  // lowest odd one, reverse every stretch of runs at that level or above.
  const order = logical.map((_, i) => i);
  const levelOf = (i: number) => logical[order[i] as number]?.level ?? 0;
  const highest = Math.max(...logical.map((run) => run.level));
  const lowestOdd = Math.min(...logical.map((run) => run.level).filter((level) => level % 2));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level--) {
    for (let i = 0; i < order.length; i++) {
      if (levelOf(i) < level) continue;
      let end = i;
      while (end + 1 < order.length && levelOf(end + 1) >= level) end++;
      const reversed = order.slice(i, end + 1).reverse();
      order.splice(i, reversed.length, ...reversed);
      i = end;
    }
  }
  return order.map((i) => {
    const run = logical[i] as (typeof logical)[number];
    const rtl = run.level % 2 === 1;
    const text = rtl && run.script !== 'arabic' ? [...run.text].reverse().join('') : run.text;
    return { text, script: run.script, rtl };
  });
}

export type PdfTextOptions = {
  /** Where the text may go: it starts at the line's start (the right in Arabic) unless aligned. */
  width?: number;
  align?: 'start' | 'end' | 'center';
  weight?: Weight;
  /** Cut to fit the width, with an ellipsis, instead of running over. */
  ellipsis?: boolean;
};

/** The writer of one document in one language: registers the fonts, draws lines of text. */
export function pdfWriter(doc: Doc, language: Language) {
  for (const script of ['devanagari', 'arabic'] as const) {
    for (const weight of ['regular', 'bold'] as const) {
      doc.registerFont(fontName(script, weight), require.resolve(FONT_FILES[script][weight]));
    }
  }
  const direction = directionOf(language);
  // One run laid out whole (any `features` makes pdfkit shape the run, not word by word), on the
  // line's baseline: the Noto fonts stand taller than Helvetica, and tops would not line up.
  const runOptions = {
    lineBreak: false,
    features: ['kern'] as PDFKit.Mixins.OpenTypeFeatures[],
    baseline: 'alphabetic' as const,
  };
  /** Where `y` (the top of a Helvetica line, as pdfkit places one) puts the baseline. */
  const baselineOf = (y: number) =>
    y + (HELVETICA_ASCENDER / 1000) * (doc as unknown as { _fontSize: number })._fontSize;
  const widthOf = (run: Run, weight: Weight) =>
    doc.font(fontName(run.script, weight)).widthOfString(run.text, runOptions);

  /** The runs of `text` that fit `width`, cut at the end of the text (logically) with '…'. */
  const fitted = (text: string, weight: Weight, width: number | undefined, cut: boolean) => {
    let runs = visualRuns(text, direction);
    const total = (list: Run[]) => list.reduce((sum, run) => sum + widthOf(run, weight), 0);
    if (!cut || width === undefined || total(runs) <= width) return { runs, width: total(runs) };
    // The longest start of the text that fits with its ellipsis: a binary search, since a long
    // value cut one character at a time would lay out a cell once per character.
    const chars = [...text];
    const cutAt = (keep: number) =>
      visualRuns(`${chars.slice(0, keep).join('').trimEnd()}…`, direction);
    let [fits, over] = [0, chars.length];
    while (over - fits > 1) {
      const middle = Math.floor((fits + over) / 2);
      if (total(cutAt(middle)) <= width) fits = middle;
      else over = middle;
    }
    runs = cutAt(fits);
    return { runs, width: total(runs) };
  };

  return {
    direction,
    /** The x where a table's column starts, mirrored in a right-to-left document. */
    columnX(left: number, columnWidth: number, tableLeft: number, tableWidth: number) {
      return direction === 'rtl' ? tableLeft + tableWidth - (left - tableLeft) - columnWidth : left;
    },
    text(text: string, x: number, y: number, options: PdfTextOptions = {}) {
      const weight = options.weight ?? 'regular';
      // Latin text read from the left, the common case (an English report of a month of 500
      // people is 100,000 cells): pdfkit alone, as it always drew it.
      if (direction === 'ltr' && LATIN_ONLY.test(text)) {
        return doc.font(LATIN[weight]).text(text, x, y, {
          width: options.width,
          align: options.align === 'end' ? 'right' : options.align === 'center' ? 'center' : 'left',
          ellipsis: options.ellipsis,
          lineBreak: false,
        });
      }
      const { runs, width } = fitted(text, weight, options.width, options.ellipsis ?? false);
      const align = options.align ?? 'start';
      const box = options.width ?? width;
      const atEnd = (align === 'end') !== (direction === 'rtl');
      let at = align === 'center' ? x + (box - width) / 2 : atEnd ? x + box - width : x;
      const baseline = baselineOf(y);
      for (const run of runs) {
        doc.font(fontName(run.script, weight)).text(run.text, at, baseline, runOptions);
        at += widthOf(run, weight);
      }
      return doc;
    },
  };
}
