import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { prerender, webDir } from './prerender/build';

/**
 * The site's build (after the PDFs and Open Graph images are made into public/): the browser bundle,
 * the same app built for Node, and with it every page prerendered into the bundle's folder.
 * `tsx scripts/build.ts [out folder]`, web/dist by default; VITE_* variables configure the app and
 * SITE_URL is its public origin (canonical URLs, link previews), the local site's by default.
 */
const started = performance.now();
// The site's build is production's whatever the caller's environment: Vite would otherwise bundle
// React's development build under NODE_ENV=test (the tests' built site), 60 KB more gzip.
process.env.NODE_ENV = 'production';
const outDir = resolve(process.argv[2] ?? join(webDir, 'dist'));
const siteUrl = process.env.SITE_URL || 'http://localhost:5173';
// Inside web/, so the server entry finds the packages it leaves external; one per out folder.
const ssrDir = join(
  webDir,
  '.build/ssr',
  createHash('sha256').update(outDir).digest('hex').slice(0, 8),
);
const configFile = join(webDir, 'vite.config.ts');

await build({ root: webDir, configFile, build: { outDir, emptyOutDir: true } });
await build({
  root: webDir,
  configFile,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { paths } = await prerender({
  distDir: outDir,
  serverEntry: join(ssrDir, 'entry-server.js'),
  siteUrl,
});
await rm(ssrDir, { recursive: true, force: true });
// Vite's manifest served its purpose; it is no file for visitors.
await rm(join(outDir, '.vite'), { recursive: true, force: true });
console.info(
  `${paths.length} pages prerendered, with the not-found pages, sitemap.xml and robots.txt, for ${siteUrl} in ${Math.round(performance.now() - started)} ms`,
);
