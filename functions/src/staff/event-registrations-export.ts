import { recordStaffAction } from './audit';
import { csvAttachment, toCsv } from './csv';
import { allRegistrations, registrationColumns } from './events';
import { exportLanguage, exportWords } from './export-words';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/events/{id}/registrations/export` (staff only): every registration of the event
 * as CSV in the console's language (`?language=`; name, mobile, registered at in Malaysia time,
 * seat), recorded in the audit trail before it leaves, since it hands over members' personal data
 * in bulk. 404 `event_not_found`.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const words = exportWords(await exportLanguage(event));
  const { event: stored, registrations } = await allRegistrations(event.pathParameters?.id ?? '');
  await recordStaffAction(
    session,
    'event.registrations_exported',
    { type: 'event', id: stored.id, title: stored.title },
    { rows: registrations.length },
  );
  return csvAttachment(
    `registrations-${stored.id}`,
    toCsv(registrationColumns(words), registrations),
  );
});
