/**
 * An A4 PDF with Noto Sans SC registered (regular and bold), so Chinese names print as well as
 * Latin text; pdfkit embeds only the glyphs used (a subset), which keeps a page small although
 * the font files are large. Pages are buffered so the "Page x of y" footer can be drawn once the
 * page count is known.
 */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** The names the fonts are registered under (`doc.font(FONT.bold)`). */
export const FONT = { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' } as const;

let fontFiles: { regular: Buffer; bold: Buffer } | null = null;

/** Read once per process: the two files are ~20 MB and every document needs them. */
function fonts() {
  fontFiles ??= {
    regular: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/NotoSansSC_400Regular.ttf')),
    bold: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/NotoSansSC_700Bold.ttf')),
  };
  return fontFiles;
}

export interface PdfOptions {
  landscape?: boolean;
  /** Points on every side (default 36, half an inch) */
  margin?: number;
  title?: string;
  /** Printed at the left of every page's footer, beside "Page x of y" */
  footerLeft?: string;
}

interface Made {
  doc: Pdf;
  /** Draws the footers, ends the document and resolves with its bytes */
  finish: () => Promise<Buffer>;
}

export function createPdf(opts: PdfOptions = {}): Made {
  const margin = opts.margin ?? 36;
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.landscape ? 'landscape' : 'portrait',
    // The footer lives in the bottom margin, so the bottom one is taller.
    margins: { top: margin, left: margin, right: margin, bottom: margin + 14 },
    bufferPages: true,
    info: opts.title ? { Title: opts.title } : {},
  });
  const { regular, bold } = fonts();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  doc.font(FONT.regular);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const finish = () => {
    drawFooters(doc, opts.footerLeft ?? '');
    doc.end();
    return done;
  };
  return { doc, finish };
}

function drawFooters(doc: Pdf, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    // Text below the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = height - bottom + 12;
    const w = width - margins.left - margins.right;
    doc.font(FONT.regular).fontSize(8).fillColor('#555555');
    if (left) doc.text(left, margins.left, y, { width: w / 2, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, margins.left, y, {
      width: w,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** The space between the margins of the current page. */
export function contentBox(doc: Pdf) {
  const { margins, width, height } = doc.page;
  return { left: margins.left, top: margins.top, right: width - margins.right, bottom: height - margins.bottom };
}

/** A large slanted word across every page, translucent so the figures under it stay legible. */
export function stamp(doc: Pdf, word: string, color: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    doc.save();
    doc.rotate(-35, { origin: [width / 2, height / 2] });
    doc.font(FONT.bold).fontSize(120).fillColor(color).fillOpacity(0.18);
    doc.text(word, 0, height / 2 - 80, { width, align: 'center', lineBreak: false });
    doc.restore();
  }
  doc.fillColor('black').fillOpacity(1);
}

const CAPTION_GREY = '#555555';

/** A grey caption above bold-then-regular lines; leaves `doc.y` below the block. */
export function block(doc: Pdf, x: number, y: number, width: number, caption: string, lines: string[]): void {
  doc.font(FONT.bold).fontSize(8).fillColor(CAPTION_GREY).text(caption.toUpperCase(), x, y, { width });
  doc.fillColor('black');
  lines.forEach((l, i) => {
    doc
      .font(i === 0 ? FONT.bold : FONT.regular)
      .fontSize(i === 0 ? 10 : 9)
      .text(l, x, undefined, { width });
  });
}
