import { publicDir, writePublicFile } from '../public-file';
import { overviewPdf, policyBriefPdf } from '../../src/config/downloads';
import { policyAreaIds } from '@gsk/core/content';
import type { Language } from '@gsk/core/i18n/language';
import { overviewDocument, policyBriefDocument, renderPdf } from './documents';
import type { PdfDocument } from './documents';

/** Largest size a generated PDF may have, in bytes (300 KB). */
export const PDF_MAX_BYTES = 300 * 1024;

/** Where the site's public files are generated (web/public). */
export { publicDir };

const languages: readonly Language[] = ['bm', 'eng'];

/** One PDF written by {@link buildPdfs}. */
export interface BuiltPdf {
  /** URL path on the site ('/downloads/policy-brief-energy-eng.pdf'). */
  url: string;
  /** Where the file was written. */
  file: string;
  bytes: number;
  title: string;
}

/** Every PDF the site links to: the overview and the five briefs, each in both languages. */
export function pdfPlan(): { url: string; document: PdfDocument }[] {
  return languages.flatMap((language) => [
    { url: overviewPdf(language), document: overviewDocument(language) },
    ...policyAreaIds.map((area) => ({
      url: policyBriefPdf(area, language),
      document: policyBriefDocument(area, language),
    })),
  ]);
}

/**
 * Generates the overview and policy-brief PDFs under `root` (by default web/public, so the files
 * land at the URLs of src/config/downloads.ts). Fails when a file exceeds {@link PDF_MAX_BYTES}.
 */
export async function buildPdfs(root = publicDir): Promise<BuiltPdf[]> {
  const built: BuiltPdf[] = [];
  for (const { url, document } of pdfPlan()) {
    const bytes = await renderPdf(document);
    const file = await writePublicFile(root, url, bytes, PDF_MAX_BYTES);
    built.push({ url, file, bytes: bytes.length, title: document.title });
  }
  return built;
}
