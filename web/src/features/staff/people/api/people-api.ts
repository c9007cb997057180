import {
  apiPath,
  staffApiPaths,
  type StaffApplicationDetail,
  type StaffApplicationFilter,
  type StaffApplicationPage,
  type StaffApplicationUpdate,
  type StaffEvent,
  type StaffEventList,
  type StaffMessage,
  type StaffMessageHandledBody,
  type StaffMessagePage,
  type StaffRegistrationPage,
} from '@gsk/core/api';
import type { EventValues } from '@gsk/core/events';
import type { Language } from '@gsk/core/i18n/language';
import { apiJson } from '../../../../lib/api-client';

/** A path with its query: the values that are set, in order (`?form=partner&cursor=…`). */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const get = <T>(path: string) => apiJson<T>(path, { method: 'GET', cache: 'no-store' });
const post = <T>(path: string, json: unknown) => apiJson<T>(path, { method: 'POST', json });

/** A page of applications matching the filter, newest first. */
export const fetchApplications = (filter: StaffApplicationFilter, cursor?: string) =>
  get<StaffApplicationPage>(withQuery(staffApiPaths.staffApplications, { ...filter, cursor }));

/** Where the CSV of every application matching the filter downloads from, in the console's language. */
export const applicationsExportHref = (filter: StaffApplicationFilter, language: Language) =>
  withQuery(staffApiPaths.staffApplicationsExport, { ...filter, language });

/** One application with its notes and what CV there is. */
export const fetchApplication = (id: string) =>
  get<StaffApplicationDetail>(apiPath(staffApiPaths.staffApplication, { id }));

/**
 * Where an application's CV opens: the route records the opening in the audit trail and redirects
 * to the file (a plain same-origin link: the session cookie goes along).
 */
export const applicationCvHref = (id: string) => apiPath(staffApiPaths.staffApplicationCv, { id });

/** Sets an application's status and/or adds a note; answers the application as it now stands. */
export const updateApplication = (id: string, update: StaffApplicationUpdate) =>
  post<StaffApplicationDetail>(apiPath(staffApiPaths.staffApplication, { id }), update);

/** A page of contact messages, unhandled or handled. */
export const fetchMessages = (handled: boolean, cursor?: string) =>
  get<StaffMessagePage>(
    withQuery(staffApiPaths.staffMessages, { handled: String(handled), cursor }),
  );

/** Marks a message handled or open again. */
export const setMessageHandled = (id: string, handled: boolean) =>
  post<StaffMessage>(apiPath(staffApiPaths.staffMessageHandled, { id }), {
    handled,
  } satisfies StaffMessageHandledBody);

/** Every event, drafts included. */
export const fetchStaffEvents = () =>
  get<StaffEventList>(staffApiPaths.staffEvents).then((answer) => answer.events);

/** Creates an event from core's eventSchema's fields. */
export const createEvent = (values: EventValues) =>
  post<StaffEvent>(staffApiPaths.staffEvents, values);

/** Replaces an event's fields, status and featured included. */
export const updateEvent = (id: string, values: EventValues) =>
  post<StaffEvent>(apiPath(staffApiPaths.staffEvent, { id }), values);

/** A page of an event's registrations, with the event. */
export const fetchRegistrations = (id: string, cursor?: string) =>
  get<StaffRegistrationPage>(
    withQuery(apiPath(staffApiPaths.staffEventRegistrations, { id }), { cursor }),
  );

/** Where the CSV of an event's registrations downloads from, in the console's language. */
export const registrationsExportHref = (id: string, language: Language) =>
  withQuery(apiPath(staffApiPaths.staffEventRegistrationsExport, { id }), { language });
