import {
  DOCUMENTS_EDITION,
  formatIsoDate,
  movementFigures,
  overview,
  policyArea,
  policyCallToAction,
  policyLabels,
} from '@gsk/core/content';
import type { ContentSection, PolicyAreaId } from '@gsk/core/content';
import { enterpriseCopy, enterpriseStory, findEnterprise } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n';
import { languages } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';
import { Typesetter } from './typesetter';

// The briefs describe their enterprises in both languages.
await Promise.all(
  languages.flatMap((language) => [enterpriseCopy.load(language), enterpriseStory.load(language)]),
);

/** Everything one PDF prints, independent of how it is laid out. */
export interface PdfDocument {
  language: Language;
  eyebrow: string;
  title: string;
  summary: string;
  subject: string;
  keywords: readonly string[];
  sections: readonly ContentSection[];
}

const texts = {
  bm: {
    overviewSubject: 'Gambaran keseluruhan model perusahaan sosial Sektor Ketiga',
    briefSubject: (area: string) => `Ringkasan dasar Gerakan Sektor Ketiga: ${area}`,
    edition: (date: string) => `Edisi ${date}`,
    pageLabel: (pageNumber: number, pageCount: number) =>
      `Halaman ${pageNumber} daripada ${pageCount}`,
    keywords: ['Sektor Ketiga', 'perusahaan sosial', 'Malaysia'],
  },
  eng: {
    overviewSubject: 'An overview of the Third Sector social-enterprise model',
    briefSubject: (area: string) => `Gerakan Sektor Ketiga policy brief: ${area}`,
    edition: (date: string) => `${date} edition`,
    pageLabel: (pageNumber: number, pageCount: number) => `Page ${pageNumber} of ${pageCount}`,
    keywords: ['Third Sector', 'social enterprise', 'Malaysia'],
  },
} as const;

/** BCP 47 tag written into each PDF's /Lang. */
const pdfLanguage: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/** The overview of the Third Sector model in a language. */
export function overviewDocument(language: Language): PdfDocument {
  const content = overview(language);
  return {
    language,
    eyebrow: content.eyebrow,
    title: content.title,
    summary: content.summary,
    subject: texts[language].overviewSubject,
    keywords: texts[language].keywords,
    sections: content.sections,
  };
}

/** The policy brief of one area in a language: problem, proposals, the Third Sector's answer. */
export function policyBriefDocument(id: PolicyAreaId, language: Language): PdfDocument {
  const area = policyArea(id, language);
  const labels = policyLabels[language];
  return {
    language,
    eyebrow: labels.brief,
    title: area.title,
    summary: area.summary,
    subject: texts[language].briefSubject(area.title),
    keywords: [...texts[language].keywords, area.title],
    sections: [
      {
        id: 'problem',
        heading: labels.problem,
        blocks: area.problem.map((text) => ({ kind: 'paragraph', text })),
      },
      {
        id: 'proposals',
        heading: labels.proposals,
        blocks: [
          {
            kind: 'definitions',
            items: area.proposals.map((proposal, index) => ({
              term: `${index + 1}. ${proposal.title}`,
              definition: proposal.text,
            })),
          },
        ],
      },
      {
        id: 'third-sector',
        heading: labels.thirdSector,
        blocks: area.thirdSector.map((text) => ({ kind: 'paragraph', text })),
      },
      {
        id: 'enterprises',
        heading: labels.enterprises,
        blocks: [
          {
            kind: 'definitions',
            items: area.enterprises.map((slug) => {
              const enterprise = findEnterprise(slug, language);
              return {
                term: `${enterprise.ent_name} (${enterprise.location})`,
                definition: enterprise.description,
              };
            }),
          },
        ],
      },
      {
        id: 'figures',
        heading: labels.figures,
        blocks: [{ kind: 'figures', items: movementFigures(language) }],
      },
      {
        id: 'get-involved',
        heading: labels.getInvolved,
        blocks: policyCallToAction(area, language).map((text) => ({ kind: 'paragraph', text })),
      },
    ],
  };
}

/** Lays a document out as a PDF with its metadata, outline and page numbers. */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const { language } = document;
  const edition = texts[language].edition(formatIsoDate(DOCUMENTS_EDITION.slice(0, 7), language));
  const typesetter = await Typesetter.create({
    title: document.title,
    author: site.name,
    subject: document.subject,
    keywords: document.keywords,
    language: pdfLanguage[language],
    date: new Date(`${DOCUMENTS_EDITION}T00:00:00+08:00`),
  });
  typesetter.titleBlock({
    brand: site.name,
    eyebrow: document.eyebrow,
    title: document.title,
    summary: document.summary,
    edition,
  });
  for (const section of document.sections) {
    typesetter.heading(section.heading, section.blocks[0]);
    typesetter.blocks(section.blocks);
  }
  return typesetter.finish({
    header: `${site.name.toUpperCase()}  ·  ${document.eyebrow}: ${document.title}`,
    footer: `${site.name}  ·  ${edition}`,
    pageLabel: texts[language].pageLabel,
  });
}
