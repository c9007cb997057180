import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@gsk/core/i18n/language';
import type { PdfText } from './receipt-text';

/*
 * Draws a receipt's or statement's text (receipt-text.ts) as an A4 PDF with pdf-lib and the
 * standard Helvetica fonts, which every reader has, so the file embeds no font and stays a few
 * kilobytes. Those fonts encode WinAnsi (Latin-1 and a few more) only: any other character (a
 * name in Chinese or Tamil script) is drawn as `?` rather than failing the receipt.
 */

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const bodySize = 10.5;
const lineGap = 4;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.35, 0.35, 0.35);

/** Spaces the fonts lack (Intl's narrow no-break space before "pm") become plain spaces. */
const oddSpaces = /[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;

/** The text as the font can draw it: unknown characters are `?`. */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(oddSpaces, ' '))
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** Splits text into lines no wider than `width` at `size`, breaking at spaces (or inside a long word). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** A cursor down the pages: adds a page when the next lines do not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  room(height: number) {
    if (this.y - height >= margin) return;
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  /** Draws wrapped lines at `x` within `width`; answers the height used. */
  lines(
    text: string,
    x: number,
    width: number,
    options: { font?: PDFFont; size?: number; color?: typeof ink; top?: number } = {},
  ) {
    const font = options.font ?? this.regular;
    const size = options.size ?? bodySize;
    const top = options.top ?? this.y;
    const wrapped = wrap(drawable(text, font), font, size, width);
    wrapped.forEach((line, index) => {
      this.page.drawText(line, {
        x,
        y: top - size - index * (size + lineGap),
        size,
        font,
        color: options.color ?? ink,
      });
    });
    return wrapped.length * (size + lineGap);
  }

  /** Text right-aligned to `right`. */
  right(text: string, right: number, font: PDFFont, top: number) {
    const shown = drawable(text, font);
    const x = right - font.widthOfTextAtSize(shown, bodySize);
    this.page.drawText(shown, { x, y: top - bodySize, size: bodySize, font, color: ink });
  }
}

/** The PDF of a receipt's or statement's text, in the language it is written in. */
export async function renderPdf(text: PdfText, language: Language): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(text.title);
  document.setAuthor(text.issuer);
  document.setLanguage(language === 'bm' ? 'ms-MY' : 'en-MY');
  document.setProducer(text.issuer);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(document, regular, bold);
  const width = pageSize[0] - 2 * margin;

  writer.y -= writer.lines(text.title, margin, width, { font: bold, size: 18 });
  writer.y -= writer.lines(text.issuer, margin, width, { color: muted }) + 14;

  const labelWidth = 150;
  for (const [label, value] of text.rows) {
    const valueLines = wrap(drawable(value, regular), regular, bodySize, width - labelWidth);
    writer.room(valueLines.length * (bodySize + lineGap));
    writer.lines(label, margin, labelWidth - 8, { font: bold });
    writer.y -= writer.lines(value, margin + labelWidth, width - labelWidth) + 4;
  }

  if (text.table) {
    // Date, receipt number, purpose (the rest), amount (right-aligned).
    const columns = [70, 120, width - 70 - 120 - 90, 90];
    const starts = columns.map((_, index) =>
      columns.slice(0, index).reduce((sum, column) => sum + column, margin),
    );
    const row = (cells: string[], font: PDFFont) => {
      const heights = cells.map(
        (cell, index) =>
          wrap(drawable(cell, font), font, bodySize, (columns[index] ?? 0) - 8).length,
      );
      const height = Math.max(...heights) * (bodySize + lineGap);
      writer.room(height);
      const top = writer.y;
      cells.forEach((cell, index) => {
        if (index === cells.length - 1) writer.right(cell, margin + width, font, top);
        else writer.lines(cell, starts[index] ?? margin, (columns[index] ?? 0) - 8, { font, top });
      });
      writer.y -= height + 4;
    };
    writer.y -= 12;
    row(text.table.columns, bold);
    for (const cells of text.table.rows) row(cells, regular);
    if (text.table.total) {
      const [label, amount] = text.table.total;
      row([label, '', '', amount], bold);
    }
  }

  writer.y -= 12;
  for (const paragraph of text.paragraphs) {
    // A paragraph is kept whole on one page.
    writer.room(
      wrap(drawable(paragraph, regular), regular, bodySize, width).length * (bodySize + lineGap),
    );
    writer.y -= writer.lines(paragraph, margin, width) + 8;
  }
  return document.save();
}
