import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { site } from '@gsk/core/site';
import { overview, policyArea, policyAreaIds, policyLabels } from '@gsk/core/content';
import type { Language } from '@gsk/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewPdf, policyBriefPdf } from '../../web/src/config/downloads';
import { buildPdfs, PDF_MAX_BYTES, publicDir } from '../../web/scripts/pdf/build';
import type { BuiltPdf } from '../../web/scripts/pdf/build';
import { readPdf } from '../support/pdf-text';
import type { PdfContents } from '../support/pdf-text';

const languages: Language[] = ['bm', 'eng'];
const pdfLang: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };
const pageLabel: Record<Language, (page: number, count: number) => string> = {
  bm: (page, count) => `Halaman ${page} daripada ${count}`,
  eng: (page, count) => `Page ${page} of ${count}`,
};
// The movement's figures (spec section 1) as each language prints them.
const figures: Record<Language, string[]> = {
  bm: [
    'Ogos 2025',
    'September 2025',
    '10-50-40',
    '40-30-30',
    '15%, 10% dan 45%, dengan rizab modal kerja 30%',
    '2.4% setahun',
    '5% di bawah harga pasaran',
    'RM1,700 sebulan',
    'Dari RM10 setahun',
  ],
  eng: [
    'August 2025',
    'September 2025',
    '10-50-40',
    '40-30-30',
    '15%, 10% and 45%, with a 30% working-capital reserve',
    '2.4% a year',
    '5% below the market rate',
    'RM1,700 a month',
    'From RM10 a year',
  ],
};

let root: string;
let built: BuiltPdf[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gsk-pdfs-'));
  built = await buildPdfs(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const fileOf = (url: string) => join(root, ...url.split('/').filter(Boolean));

const load = async (url: string): Promise<{ bytes: Buffer; pdf: PdfContents }> => {
  const bytes = await readFile(fileOf(url));
  return { bytes, pdf: await readPdf(bytes) };
};

const allText = (pdf: PdfContents) => pdf.pages.flat().join(' ');

/** Checks every PDF must pass: structure, size, metadata, headings and page numbers. */
const expectWellFormed = async (
  url: string,
  language: Language,
  title: string,
  subject: string,
  headings: string[],
) => {
  const { bytes, pdf } = await load(url);
  expect(bytes.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d/);
  expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  expect(bytes.length).toBeLessThan(PDF_MAX_BYTES);
  expect(pdf.title).toBe(title);
  expect(pdf.author).toBe(site.name);
  expect(pdf.subject).toContain(subject);
  expect(pdf.language).toBe(pdfLang[language]);

  const [firstPage = []] = pdf.pages;
  expect(firstPage.join(' ')).toContain(title.split(' ').slice(0, 3).join(' '));
  for (const heading of headings) expect(pdf.pages.flat()).toContain(heading);
  expect(pdf.outline).toEqual(headings);

  const count = pdf.pages.length;
  expect(count).toBeGreaterThanOrEqual(2);
  pdf.pages.forEach((lines, index) =>
    expect(lines).toContain(pageLabel[language](index + 1, count)),
  );
  for (const figure of figures[language]) expect(allText(pdf)).toContain(figure);
};

describe('generated PDFs', () => {
  it('writes exactly the twelve files the site links to, by default into web/public', () => {
    const expected = languages.flatMap((language) => [
      overviewPdf(language),
      ...policyAreaIds.map((area) => policyBriefPdf(area, language)),
    ]);
    expect(built.map((pdf) => pdf.url).sort()).toEqual([...expected].sort());
    expect(publicDir).toMatch(/web[\\/]public$/);
  });

  it.each(languages)('writes each file in %s under its URL and under 300 KB', async (language) => {
    for (const pdf of built.filter((each) => each.url.endsWith(`-${language}.pdf`))) {
      const info = await stat(fileOf(pdf.url));
      expect(info.size).toBe(pdf.bytes);
      expect(info.size).toBeGreaterThan(5_000);
      expect(info.size).toBeLessThan(300 * 1024);
    }
  });

  it.each(languages)(
    'overview in %s: title, section headings, figures, page numbers',
    async (language) => {
      const content = overview(language);
      await expectWellFormed(
        overviewPdf(language),
        language,
        content.title,
        language === 'bm' ? 'Sektor Ketiga' : 'Third Sector',
        content.sections.map((section) => section.heading),
      );
      const { pdf } = await load(overviewPdf(language));
      const text = allText(pdf);
      for (const name of [
        'FlexiMart',
        'Kesum',
        'Suria',
        'SagaSivik',
        'CLIB',
        'PinjamGajet',
        'TanamDuit',
      ]) {
        expect(text).toContain(name);
      }
      for (const area of policyAreaIds) expect(text).toContain(policyArea(area, language).title);
    },
  );

  describe.each(languages)('policy briefs in %s', (language) => {
    it.each(policyAreaIds)(
      '%s: title, section headings, proposals, figures, page numbers',
      async (id) => {
        const area = policyArea(id, language);
        const labels = policyLabels[language];
        await expectWellFormed(policyBriefPdf(id, language), language, area.title, area.title, [
          labels.problem,
          labels.proposals,
          labels.thirdSector,
          labels.enterprises,
          labels.figures,
          labels.getInvolved,
        ]);
        const { pdf } = await load(policyBriefPdf(id, language));
        const [firstPage = []] = pdf.pages;
        expect(firstPage).toContain(labels.brief.toUpperCase());
        const lines = pdf.pages.flat();
        area.proposals.forEach((proposal, index) =>
          expect(lines.some((line) => line.startsWith(`${index + 1}. ${proposal.title}`))).toBe(
            true,
          ),
        );
        expect(allText(pdf)).toContain('/expert-contribution');
      },
    );
  });

  it('builds the same bytes from the same content', async () => {
    const again = await mkdtemp(join(tmpdir(), 'gsk-pdfs-again-'));
    try {
      await buildPdfs(again);
      for (const pdf of built) {
        const second = await readFile(join(again, ...pdf.url.split('/').filter(Boolean)));
        expect(second.equals(await readFile(pdf.file))).toBe(true);
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});
