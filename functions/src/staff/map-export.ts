import { csvAttachment, toCsv } from './csv';
import { exportLanguage, exportWords } from './export-words';
import { mapColumns, mapFigures, mapRows } from './map';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/map/export?language=` (staff only): the map's figures as CSV in the console's
 * language, each state then its seats, by name. Aggregates only: not recorded.
 */
export const handler = staffHandler({}, async ({ event }) => {
  const words = exportWords(await exportLanguage(event));
  return csvAttachment('volunteer-map', toCsv(mapColumns(words), mapRows(await mapFigures())));
});
