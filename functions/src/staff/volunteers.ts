import { STAFF_EXPORT_MAX_ROWS, STAFF_PAGE_SIZE } from '@gsk/core/api';
import type { Area, StaffVolunteerList } from '@gsk/core/api';
import { seatNames } from '@gsk/core/electoral';
import { malaysianTimestamp } from '@gsk/core/i18n/date-time';
import { availabilitySlots, volunteerSkills } from '@gsk/core/volunteers';
import { areaProblem } from '@gsk/core/volunteers/areas';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError, badRequest } from '../lib/errors';
import { everyVolunteer, forStaff, volunteersIn } from '../volunteers/area-volunteers';
import type { StaffVolunteer } from '../volunteers/area-volunteers';
import type { StoredVolunteer } from '../volunteers/details';
import { spreadsheetPhone, type CsvColumn } from './csv';
import type { ExportLanguageWords } from './export-words';
import { decodeCursorFields, encodeCursor } from './listing';

/*
 * Volunteers as staff see them (`GET /api/staff/volunteers`, its CSV export): the `area` index
 * read by the prefix of the state or seat asked for (the whole country when none), then filtered
 * by a skill and a time they are free, in key order (state, seat, DUN), a page at a time. The
 * cursor is the last row's `areaKey`.
 */

/** The filter of the list and its export, from the query string. */
export interface VolunteerFilter {
  area: Area | undefined;
  skill: string;
  availability: string;
}

/**
 * The filter a query string asks for: `state`, `parliament` (within the state), `skill` and
 * `availability` (one of core's lists); anything unknown is 400 `validation` on its name.
 */
export function volunteerFilter(event: APIGatewayProxyEventV2): VolunteerFilter {
  const query = event.queryStringParameters ?? {};
  const state = query.state ?? '';
  const parliament = query.parliament ?? '';
  const skill = query.skill ?? '';
  const availability = query.availability ?? '';
  const fields: Record<string, string> = {};
  if (parliament && !state) fields.state = 'area.state.required';
  if (state) {
    const problem = areaProblem({ state, parliament });
    if (problem === 'area.state.invalid') fields.state = problem;
    if (problem === 'area.parliament.invalid') fields.parliament = problem;
  }
  if (skill && !(volunteerSkills as readonly string[]).includes(skill)) {
    fields.skill = 'volunteers.skill.invalid';
  }
  if (availability && !(availabilitySlots as readonly string[]).includes(availability)) {
    fields.availability = 'volunteers.availability.invalid';
  }
  if (Object.keys(fields).length > 0) throw badRequest('validation', fields);
  return { area: state ? { state, parliament } : undefined, skill, availability };
}

/** Every volunteer the filter finds, in key order. */
async function filtered(filter: VolunteerFilter): Promise<StoredVolunteer[]> {
  const found = filter.area ? await volunteersIn([filter.area]) : await everyVolunteer();
  return found.filter(
    (volunteer) =>
      (!filter.skill || (volunteer.skills as string[]).includes(filter.skill)) &&
      (!filter.availability || (volunteer.availability as string[]).includes(filter.availability)),
  );
}

/** A page of the filter's volunteers after `cursor`, with how many it finds in all. */
export async function volunteerPage(
  filter: VolunteerFilter,
  cursor?: string,
): Promise<StaffVolunteerList> {
  const after = cursor === undefined ? undefined : decodeCursorFields(cursor, ['areaKey']).areaKey;
  const all = await filtered(filter);
  const rest = after === undefined ? all : all.filter((volunteer) => volunteer.areaKey > after);
  const page = rest.slice(0, STAFF_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    volunteers: await forStaff(page),
    cursor: rest.length > STAFF_PAGE_SIZE && last ? encodeCursor({ areaKey: last.areaKey }) : null,
    total: all.length,
  };
}

/** Every volunteer of the filter for the export; more than STAFF_EXPORT_MAX_ROWS is 413. */
export async function allVolunteers(filter: VolunteerFilter): Promise<StaffVolunteer[]> {
  const all = await filtered(filter);
  if (all.length > STAFF_EXPORT_MAX_ROWS) throw new AppError('export_too_large', 413);
  return forStaff(all);
}

/** The export's columns in the console's language. */
export const volunteerColumns = (
  words: ExportLanguageWords,
): readonly CsvColumn<StaffVolunteer>[] => {
  const heading = words.volunteers;
  const seats = (row: StaffVolunteer) => seatNames(row.state, row.parliament, row.dun);
  return [
    { heading: heading.name, cell: (row) => row.name },
    { heading: heading.mobile, cell: (row) => (row.mobile ? spreadsheetPhone(row.mobile) : '') },
    { heading: heading.email, cell: (row) => row.email },
    { heading: heading.consentSms, cell: (row) => words.yesNo(row.consentSms) },
    { heading: heading.consentEmail, cell: (row) => words.yesNo(row.consentEmail) },
    { heading: heading.state, cell: (row) => seats(row).state },
    { heading: heading.parliament, cell: (row) => seats(row).parliament },
    { heading: heading.dun, cell: (row) => seats(row).dun },
    { heading: heading.skills, cell: (row) => row.skills.join('; ') },
    { heading: heading.languages, cell: (row) => row.languages.join('; ') },
    { heading: heading.availability, cell: (row) => row.availability.join('; ') },
    { heading: heading.reach, cell: (row) => row.reach },
    { heading: heading.since, cell: (row) => malaysianTimestamp(row.since) },
  ];
};
