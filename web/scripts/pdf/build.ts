import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { overviewPdf, policyAreas, policyBriefPdf } from '../../src/config/downloads';
import type { Language } from '../../src/i18n';
import { overviewDocument, policyBriefDocument, renderPdf } from './documents';
import type { PdfDocument } from './documents';

/** Largest size a generated PDF may have, in bytes (300 KB). */
export const PDF_MAX_BYTES = 300 * 1024;

/** Vite's public folder: what is written here is served in dev and copied into the build. */
export const publicDir = resolve(import.meta.dirname, '../../public');

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
    ...policyAreas.map((area) => ({
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
    if (bytes.length > PDF_MAX_BYTES) {
      throw new Error(`${url} is ${bytes.length} bytes, over the ${PDF_MAX_BYTES}-byte limit`);
    }
    const file = join(root, ...url.split('/').filter(Boolean));
    await mkdir(dirname(file), { recursive: true });
    // Written beside and renamed, so a server reading the folder never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    built.push({ url, file, bytes: bytes.length, title: document.title });
  }
  return built;
}
