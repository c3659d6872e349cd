import type { Translator } from '@cmms/shared/i18n/translator';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfWriter } from '../../lib/pdf/pdf-text';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const QR_SIZE = 300;
/** Characters per line of the instructions: the writer draws a line at a time. */
const LINE_CHARACTERS = 46;

/** Words into lines of at most `max` characters (a word longer than that has its own line). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A site's request poster (issue 35): an A4 page for noticeboards with a heading, a line of
 * instructions, the QR code of the site's request page and its address, in the reader's
 * language. The code is drawn as squares, so it prints sharp at any size.
 */
export function requestPoster(site: { name: string }, url: string, translator: Translator) {
  const { t } = translator;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('workRequests.posterTitle'), Creator: 'CMMS' },
  });
  const write = pdfWriter(doc, translator.language);
  const width = A4.width - 2 * MARGIN;
  doc.fontSize(40).fillColor('#1e3a8a');
  write.text(t('workRequests.posterTitle'), MARGIN, 90, { width, align: 'center', weight: 'bold' });
  doc.fontSize(22).fillColor('#0f172a');
  write.text(site.name, MARGIN, 150, { width, align: 'center', ellipsis: true });

  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const cell = QR_SIZE / cells;
  const left = (A4.width - QR_SIZE) / 2;
  const top = 215;
  doc.fillColor('#000000');
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      if (qr.modules.get(row, column)) doc.rect(left + column * cell, top + row * cell, cell, cell);
    }
  }
  doc.fill();

  doc.fontSize(16).fillColor('#0f172a');
  let y = top + QR_SIZE + 40;
  for (const line of wrapWords(
    t('workRequests.posterLine', { site: site.name }),
    LINE_CHARACTERS,
  )) {
    write.text(line, MARGIN, y, { width, align: 'center' });
    y += 24;
  }
  doc.fontSize(9).fillColor('#475569');
  write.text(t('workRequests.posterOr', { url }), MARGIN, y + 24, {
    width,
    align: 'center',
    ellipsis: true,
  });
  doc.end();
  return doc;
}
