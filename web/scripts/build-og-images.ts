import { buildOgImages } from './og/build';

/**
 * `npm run og -w web` (a step of `npm run dev` and `npm run build`): renders the Open Graph images
 * of the site and of each enterprise, in Malay and English, into public/og/.
 */
const started = performance.now();
const built = await buildOgImages();
for (const image of built) {
  console.info(`${image.url.padEnd(28)} ${(image.bytes / 1024).toFixed(1).padStart(6)} KB`);
}
console.info(`${built.length} Open Graph images in ${Math.round(performance.now() - started)} ms`);
