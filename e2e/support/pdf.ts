import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// pdf-parse's index runs a self-test when loaded directly; its library file does not.
import parsePdf from 'pdf-parse/lib/pdf-parse.js';
import type { Browser } from 'playwright-core';

// The pdf.js build pdf-parse ships (2.0.550): read in Node for the text, in Chromium for a picture.
const PDFJS_VERSION = 'v2.0.550';
const pdfjsBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdf-parse/package.json')),
  'lib/pdf.js',
  PDFJS_VERSION,
  'build',
);

/** The text of every page and the page count. */
export async function pdfText(file: string) {
  // A copy with a buffer of its own (see the declaration in apps/server/src/test/pdf-parse.d.ts).
  const data = new Uint8Array(fs.readFileSync(file));
  const { text, numpages } = await parsePdf(data, { version: PDFJS_VERSION });
  return { text, pages: numpages };
}

/**
 * Draws one page of a PDF into a PNG, as a person would see it: pdf.js renders it on a canvas in
 * Chromium (whose own PDF viewer does not run headless), and the canvas is captured.
 */
export async function pdfPageImage(browser: Browser, file: string, png: string, pageNumber = 1) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  try {
    await page.setContent('<canvas id="page"></canvas>');
    await page.addScriptTag({ path: path.join(pdfjsBuild, 'pdf.js') });
    await page.evaluate(
      async ({ data, worker, pageNumber }) => {
        type PdfJs = {
          GlobalWorkerOptions: { workerSrc: string };
          getDocument(source: { data: Uint8Array }): {
            promise: Promise<{
              getPage(n: number): Promise<{
                getViewport(scale: number): { width: number; height: number };
                render(options: object): { promise: Promise<void> };
              }>;
            }>;
          };
        };
        const pdfjs = (window as unknown as { pdfjsLib: PdfJs }).pdfjsLib;
        pdfjs.GlobalWorkerOptions.workerSrc = URL.createObjectURL(
          new Blob([worker], { type: 'text/javascript' }),
        );
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        const pdf = await pdfjs.getDocument({ data: bytes }).promise;
        const pdfPage = await pdf.getPage(pageNumber);
        const viewport = pdfPage.getViewport(1.4);
        const canvas = document.getElementById('page') as HTMLCanvasElement;
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        const canvasContext = canvas.getContext('2d');
        await pdfPage.render({ canvasContext, viewport }).promise;
      },
      {
        data: fs.readFileSync(file).toString('base64'),
        worker: fs.readFileSync(path.join(pdfjsBuild, 'pdf.worker.js'), 'utf8'),
        pageNumber,
      },
    );
    await page.locator('#page').screenshot({ path: png });
  } finally {
    await page.close();
  }
}
