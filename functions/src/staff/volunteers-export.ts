import { recordStaffAction } from './audit';
import { csvAttachment, toCsv } from './csv';
import { exportLanguage, exportWords } from './export-words';
import { staffHandler } from './staff-handler';
import { allVolunteers, volunteerColumns, volunteerFilter } from './volunteers';

/**
 * `GET /api/staff/volunteers/export?state=&parliament=&skill=&availability=&language=` (staff
 * only): every volunteer the filter finds as CSV in the console's language (the export rules of
 * ./csv.ts: phones as text, formulas neutralised), recorded in the audit trail before it leaves,
 * since it hands over personal data in bulk. 413 `export_too_large` past STAFF_EXPORT_MAX_ROWS.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const words = exportWords(await exportLanguage(event));
  const filter = volunteerFilter(event);
  const rows = await allVolunteers(filter);
  await recordStaffAction(
    session,
    'volunteers.exported',
    { type: 'volunteers', id: 'volunteers' },
    {
      rows: rows.length,
      ...(filter.area && { state: filter.area.state }),
      ...(filter.area?.parliament && { parliament: filter.area.parliament }),
      ...(filter.skill && { skill: filter.skill }),
      ...(filter.availability && { availability: filter.availability }),
    },
  );
  return csvAttachment('volunteers', toCsv(volunteerColumns(words), rows));
});
