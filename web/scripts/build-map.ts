import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { generateMapGeometry, mapOutput } from './map/geometry';

/**
 * `npm run map -w web` (a step of `npm run dev` and `npm run build`): simplifies the display map
 * of the parliamentary seats into the console's map geometry (src/features/staff/map/
 * map-geometry.json), written only when it changed; tests/web/staff-map-geometry.test.ts fails
 * when the checked-in file is not what this writes.
 */
const started = performance.now();
const text = await generateMapGeometry();
const before = await readFile(mapOutput, 'utf8').catch(() => '');
if (before !== text) await writeFile(mapOutput, text);
const bytes = Buffer.byteLength(text);
console.info(
  `map geometry ${(bytes / 1024).toFixed(1)} KB, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzip` +
    `${before === text ? ' (unchanged)' : ''} in ${Math.round(performance.now() - started)} ms`,
);
