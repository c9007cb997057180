import type { Block, ProfitSplit } from '@gsk/core/content';
import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage, PDFRef, RGB } from 'pdf-lib';
import { colours, page, splitColours, type } from './theme';

/** Document information written into the PDF's metadata. */
export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: readonly string[];
  /** BCP 47 tag of the text ('ms-MY', 'en-MY'). */
  language: string;
  /** Fixed creation date, so the same content always builds the same bytes. */
  date: Date;
}

/** Texts of the first page's title block. */
export interface TitleBlock {
  /** Name of the movement beside the mark. */
  brand: string;
  eyebrow: string;
  title: string;
  summary: string;
  /** Line under the block ('Edisi Ogos 2025'). */
  edition: string;
}

/** Texts printed on every page. */
export interface PageFurniture {
  /** Running header of the pages after the first. */
  header: string;
  /** Left-hand footer text. */
  footer: string;
  /** The page-number label: 'Page 1 of 4'. */
  pageLabel: (pageNumber: number, pageCount: number) => string;
}

interface OutlineEntry {
  title: string;
  page: PDFPage;
  top: number;
}

const contentWidth = page.width - 2 * page.marginX;
const listIndent = 16;
const splitBarHeight = 22;
const figureLabelWidth = contentWidth * 0.42;
const figureValueWidth = contentWidth - figureLabelWidth - 24;

/**
 * Lays out a bilingual document on A4 pages with pdf-lib's standard Helvetica (real, selectable
 * text; Malay and English need only Latin): a title block, section headings with an outline
 * (bookmarks), paragraphs, lists, definitions, split bars and figure tables, wrapped to the
 * measure and paginated, with running headers and page numbers.
 */
export class Typesetter {
  private current: PDFPage;
  private cursor: number;
  private readonly outline: OutlineEntry[] = [];

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.current = this.document.addPage([page.width, page.height]);
    this.cursor = page.height - page.top;
  }

  /** A new document with its metadata set and one empty page. */
  static async create(metadata: PdfMetadata): Promise<Typesetter> {
    const document = await PDFDocument.create({ updateMetadata: false });
    document.setTitle(metadata.title, { showInWindowTitleBar: true });
    document.setAuthor(metadata.author);
    document.setSubject(metadata.subject);
    document.setKeywords([...metadata.keywords]);
    document.setLanguage(metadata.language);
    document.setCreator(metadata.author);
    document.setProducer('pdf-lib');
    document.setCreationDate(metadata.date);
    document.setModificationDate(metadata.date);
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    return new Typesetter(document, regular, bold);
  }

  /** Splits text into lines no wider than `width`; a word longer than a line is broken up. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** The first page's coloured block: the mark and name, a label, the title and the lead. */
  titleBlock(block: TitleBlock): void {
    const innerWidth = contentWidth;
    const titleLines = this.wrap(block.title, this.bold, type.title.size, innerWidth);
    const summaryLines = this.wrap(block.summary, this.regular, type.lead.size, innerWidth);
    const height =
      40 +
      34 +
      30 +
      14 +
      titleLines.length * type.title.leading +
      14 +
      summaryLines.length * type.lead.leading +
      30;
    const bottom = page.height - height;
    this.current.drawRectangle({
      x: 0,
      y: bottom,
      width: page.width,
      height,
      color: colours.brand,
    });
    this.current.drawRectangle({
      x: 0,
      y: bottom - 6,
      width: page.width,
      height: 6,
      color: colours.accent,
    });

    let y = page.height - 40;
    this.drawMark(page.marginX, y, 34);
    this.current.drawText(block.brand.toUpperCase(), {
      x: page.marginX + 46,
      y: y - 21,
      size: 11,
      font: this.bold,
      color: colours.white,
    });
    y -= 34 + 30;
    this.current.drawText(block.eyebrow.toUpperCase(), {
      x: page.marginX,
      y,
      size: 10,
      font: this.bold,
      color: colours.accent,
    });
    y -= 14;
    for (const line of titleLines) {
      y -= type.title.leading;
      this.current.drawText(line, {
        x: page.marginX,
        y: y + 7,
        size: type.title.size,
        font: this.bold,
        color: colours.white,
      });
    }
    y -= 14;
    for (const line of summaryLines) {
      y -= type.lead.leading;
      this.current.drawText(line, {
        x: page.marginX,
        y: y + 4,
        size: type.lead.size,
        font: this.regular,
        color: colours.white,
      });
    }
    this.cursor = bottom - 6 - 24;
    this.textLines(
      [block.edition],
      this.bold,
      type.small.size,
      type.small.leading,
      colours.inkSoft,
    );
    this.cursor -= 6;
  }

  /**
   * A section heading, bookmarked, and kept on the same page as the start of the block that follows
   * it (all of it when that block is a split or a table of figures).
   */
  heading(text: string, next?: Block): void {
    const lines = this.wrap(text, this.bold, type.heading.size, contentWidth - 14);
    const height = 18 + lines.length * type.heading.leading + 6;
    this.ensureSpace(height + this.keepHeight(next));
    this.cursor -= 18;
    const top = this.cursor;
    this.current.drawRectangle({
      x: page.marginX,
      y: this.cursor - lines.length * type.heading.leading + 4,
      width: 4,
      height: lines.length * type.heading.leading - 2,
      color: colours.accent,
    });
    for (const line of lines) {
      this.cursor -= type.heading.leading;
      this.current.drawText(line, {
        x: page.marginX + 14,
        y: this.cursor + 5,
        size: type.heading.size,
        font: this.bold,
        color: colours.brandDark,
      });
    }
    this.cursor -= 6;
    this.outline.push({ title: text, page: this.current, top: top + 4 });
  }

  /** Prints blocks of copy in order. */
  blocks(blocks: readonly Block[]): void {
    for (const block of blocks) {
      switch (block.kind) {
        case 'paragraph':
          this.paragraph(block.text);
          break;
        case 'list':
          this.list(block.items, block.ordered ?? false);
          break;
        case 'definitions':
          for (const item of block.items) this.definition(item.term, item.definition);
          break;
        case 'split':
          this.split(block.split);
          break;
        case 'figures':
          this.figures(block.items);
          break;
      }
    }
  }

  /** A paragraph of body text. */
  paragraph(text: string): void {
    const lines = this.wrap(text, this.regular, type.body.size, contentWidth);
    this.ensureSpace(Math.min(lines.length, 2) * type.body.leading);
    this.textLines(lines, this.regular, type.body.size, type.body.leading, colours.ink);
    this.cursor -= 7;
  }

  private list(items: readonly string[], ordered: boolean): void {
    items.forEach((item, index) => {
      const marker = ordered ? `${index + 1}.` : '•';
      const lines = this.wrap(item, this.regular, type.body.size, contentWidth - listIndent);
      this.ensureSpace(Math.min(lines.length, 2) * type.body.leading);
      this.current.drawText(marker, {
        x: page.marginX + 2,
        y: this.cursor - type.body.size,
        size: type.body.size,
        font: ordered ? this.bold : this.regular,
        color: colours.brand,
      });
      this.textLines(
        lines,
        this.regular,
        type.body.size,
        type.body.leading,
        colours.ink,
        listIndent,
      );
      this.cursor -= 3;
    });
    this.cursor -= 5;
  }

  private definition(term: string, definition: string): void {
    const termLines = this.wrap(term, this.bold, type.body.size, contentWidth);
    const lines = this.wrap(definition, this.regular, type.body.size, contentWidth - 10);
    this.ensureSpace((termLines.length + Math.min(lines.length, 2)) * type.body.leading);
    this.textLines(termLines, this.bold, type.body.size, type.body.leading, colours.brandDark);
    this.textLines(lines, this.regular, type.body.size, type.body.leading, colours.ink, 10);
    this.cursor -= 7;
  }

  /** How much of a block must stay with the heading before it. */
  private keepHeight(block: Block | undefined): number {
    if (block?.kind === 'split') return this.splitHeight(block.split);
    if (block?.kind === 'figures')
      return Math.min(this.figuresHeight(block.items), page.height / 2);
    return 3 * type.body.leading;
  }

  private splitHeight(split: ProfitSplit): number {
    const captionLines = this.wrap(split.caption, this.regular, type.body.size, contentWidth);
    return (
      type.subheading.leading +
      captionLines.length * type.body.leading +
      8 +
      splitBarHeight +
      10 +
      split.parts.length * type.body.leading +
      10
    );
  }

  private figureRows(item: { label: string; value: string }): number {
    const labelLines = this.wrap(item.label, this.regular, type.body.size, figureLabelWidth - 12);
    const valueLines = this.wrap(item.value, this.bold, type.body.size, figureValueWidth);
    return Math.max(labelLines.length, valueLines.length);
  }

  private figuresHeight(items: readonly { label: string; value: string }[]): number {
    return items.reduce((sum, item) => sum + this.figureRows(item) * type.body.leading + 10, 10);
  }

  /** A sample split: its title and caption, a stacked bar with the percentages, and a legend. */
  private split(split: ProfitSplit): void {
    const captionLines = this.wrap(split.caption, this.regular, type.body.size, contentWidth);
    const barHeight = splitBarHeight;
    this.ensureSpace(this.splitHeight(split));
    this.textLines(
      [split.title],
      this.bold,
      type.subheading.size,
      type.subheading.leading,
      colours.brandDark,
    );
    this.textLines(captionLines, this.regular, type.body.size, type.body.leading, colours.ink);
    this.cursor -= 8;
    const total = split.parts.reduce((sum, part) => sum + part.percent, 0);
    let x = page.marginX;
    split.parts.forEach((part, index) => {
      const style = splitColours[index % splitColours.length] ?? splitColours[0];
      if (!style) return;
      const width = (contentWidth * part.percent) / total;
      this.current.drawRectangle({
        x,
        y: this.cursor - barHeight,
        width,
        height: barHeight,
        color: style.fill,
      });
      const label = `${part.percent}%`;
      const labelWidth = this.bold.widthOfTextAtSize(label, 9.5);
      if (labelWidth + 6 < width) {
        this.current.drawText(label, {
          x: x + (width - labelWidth) / 2,
          y: this.cursor - barHeight + 7,
          size: 9.5,
          font: this.bold,
          color: style.text,
        });
      }
      x += width;
    });
    this.cursor -= barHeight + 10;
    split.parts.forEach((part, index) => {
      const style = splitColours[index % splitColours.length] ?? splitColours[0];
      if (!style) return;
      this.current.drawRectangle({
        x: page.marginX,
        y: this.cursor - 10,
        width: 9,
        height: 9,
        color: style.fill,
      });
      this.textLines(
        [`${part.percent}% ${part.label}`],
        this.regular,
        type.body.size,
        type.body.leading,
        colours.ink,
        16,
      );
    });
    this.cursor -= 10;
  }

  /** The movement's figures as a two-column table with banded rows. */
  private figures(items: readonly { label: string; value: string }[]): void {
    const labelWidth = figureLabelWidth;
    const valueWidth = figureValueWidth;
    const whole = this.figuresHeight(items);
    if (whole <= page.height - page.top - page.bottom) this.ensureSpace(whole);
    items.forEach((item, index) => {
      const labelLines = this.wrap(item.label, this.regular, type.body.size, labelWidth - 12);
      const valueLines = this.wrap(item.value, this.bold, type.body.size, valueWidth);
      const rows = this.figureRows(item);
      const height = rows * type.body.leading + 10;
      this.ensureSpace(height);
      if (index % 2 === 0) {
        this.current.drawRectangle({
          x: page.marginX,
          y: this.cursor - height,
          width: contentWidth,
          height,
          color: colours.brandSoft,
        });
      }
      const top = this.cursor - 5;
      this.cursor = top;
      this.textLines(
        labelLines,
        this.regular,
        type.body.size,
        type.body.leading,
        colours.inkSoft,
        10,
      );
      this.cursor = top;
      this.textLines(
        valueLines,
        this.bold,
        type.body.size,
        type.body.leading,
        colours.brandDark,
        labelWidth + 12,
      );
      this.cursor = top - rows * type.body.leading - 5;
    });
    this.cursor -= 10;
  }

  /** Lays out the outline, numbers the pages and returns the PDF's bytes. */
  async finish(furniture: PageFurniture): Promise<Uint8Array> {
    const pages = this.document.getPages();
    pages.forEach((each, index) => {
      if (index > 0) {
        each.drawText(furniture.header, {
          x: page.marginX,
          y: page.height - 40,
          size: type.small.size,
          font: this.bold,
          color: colours.brand,
        });
        each.drawLine({
          start: { x: page.marginX, y: page.height - 48 },
          end: { x: page.width - page.marginX, y: page.height - 48 },
          thickness: 0.75,
          color: colours.line,
        });
      }
      each.drawLine({
        start: { x: page.marginX, y: 50 },
        end: { x: page.width - page.marginX, y: 50 },
        thickness: 0.75,
        color: colours.line,
      });
      each.drawText(furniture.footer, {
        x: page.marginX,
        y: 36,
        size: type.small.size,
        font: this.regular,
        color: colours.inkSoft,
      });
      const label = furniture.pageLabel(index + 1, pages.length);
      each.drawText(label, {
        x: page.width - page.marginX - this.regular.widthOfTextAtSize(label, type.small.size),
        y: 36,
        size: type.small.size,
        font: this.regular,
        color: colours.inkSoft,
      });
    });
    this.writeOutline();
    return this.document.save({ useObjectStreams: false });
  }

  private drawMark(x: number, top: number, size: number): void {
    const radius = size * 0.22;
    this.current.drawSvgPath(
      `M ${radius} 0 H ${size - radius} Q ${size} 0 ${size} ${radius} V ${size - radius} Q ${size} ${size} ${size - radius} ${size} H ${radius} Q 0 ${size} 0 ${size - radius} V ${radius} Q 0 0 ${radius} 0 Z`,
      { x, y: top, color: colours.brandDark },
    );
    const unit = size / 64;
    const circle = (cx: number, cy: number, color: RGB, opacity: number) =>
      this.current.drawCircle({
        x: x + cx * unit,
        y: top - cy * unit,
        size: 10 * unit,
        color,
        opacity,
      });
    circle(24, 26, colours.accent, 1);
    circle(40, 26, colours.white, 0.9);
    circle(32, 40, colours.mint, 0.95);
  }

  private textLines(
    lines: readonly string[],
    font: PDFFont,
    size: number,
    leading: number,
    color: RGB,
    indent = 0,
  ): void {
    for (const line of lines) {
      this.ensureSpace(leading);
      this.current.drawText(line, {
        x: page.marginX + indent,
        y: this.cursor - size,
        size,
        font,
        color,
      });
      this.cursor -= leading;
    }
  }

  private ensureSpace(height: number): void {
    if (this.cursor - height >= page.bottom) return;
    this.current = this.document.addPage([page.width, page.height]);
    this.cursor = page.height - page.top;
  }

  private writeOutline(): void {
    if (this.outline.length === 0) return;
    const context = this.document.context;
    const outlineRef = context.nextRef();
    const refs: PDFRef[] = this.outline.map(() => context.nextRef());
    this.outline.forEach((entry, index) => {
      const item = context.obj({
        Title: PDFHexString.fromText(entry.title),
        Parent: outlineRef,
        Dest: [entry.page.ref, PDFName.of('XYZ'), null, PDFNumber.of(entry.top), null],
      });
      const previous = refs[index - 1];
      const next = refs[index + 1];
      if (previous) item.set(PDFName.of('Prev'), previous);
      if (next) item.set(PDFName.of('Next'), next);
      const ref = refs[index];
      if (ref) context.assign(ref, item);
    });
    const first = refs[0];
    const last = refs[refs.length - 1];
    if (!first || !last) return;
    context.assign(
      outlineRef,
      context.obj({ Type: 'Outlines', First: first, Last: last, Count: refs.length }),
    );
    this.document.catalog.set(PDFName.of('Outlines'), outlineRef);
    this.document.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  }
}
