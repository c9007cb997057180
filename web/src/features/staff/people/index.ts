import type { ComponentType } from 'react';
import { ApplicationDetailPage } from './components/application-detail-page';
import { ApplicationsPage } from './components/applications-page';
import { EventCreatePage, EventEditPage } from './components/event-form-page';
import { EventsPage } from './components/events-page';
import { MessagesPage } from './components/messages-page';
import { RegistrationsPage } from './components/registrations-page';

/**
 * A page of the staff console: its path under the console's root (`applications/:id`), the key of
 * its navigation label when it is a list the menu names (a key of `staffPeople:nav`, the same as
 * the shell's nav keys), and its component.
 */
export interface StaffSection {
  path: string;
  navKey?: string;
  Page: ComponentType;
}

/** The console's applications, contact messages and programmes pages (namespace `staffPeople`). */
export const peopleSections: StaffSection[] = [
  { path: 'applications', navKey: 'applications', Page: ApplicationsPage },
  { path: 'applications/:id', Page: ApplicationDetailPage },
  { path: 'messages', navKey: 'messages', Page: MessagesPage },
  { path: 'events', navKey: 'events', Page: EventsPage },
  { path: 'events/new', Page: EventCreatePage },
  { path: 'events/:id', Page: EventEditPage },
  { path: 'events/:id/registrations', Page: RegistrationsPage },
];
