import { buildPdfs } from './pdf/build';

/**
 * `npm run pdfs -w web` (and the first step of `npm run build`): writes the overview and the five
 * policy briefs, in Malay and English, into public/downloads/.
 */
const started = performance.now();
const built = await buildPdfs();
for (const pdf of built) {
  console.info(
    `${pdf.url.padEnd(48)} ${(pdf.bytes / 1024).toFixed(1).padStart(6)} KB  ${pdf.title}`,
  );
}
console.info(`${built.length} PDFs in ${Math.round(performance.now() - started)} ms`);
