import { ApplicationDetailPage } from './components/application-detail-page';
import { ApplicationsPage } from './components/applications-page';
import { EventCreatePage, EventEditPage } from './components/event-form-page';
import { EventsPage } from './components/events-page';
import { MessagesPage } from './components/messages-page';
import { RegistrationsPage } from './components/registrations-page';
import type { StaffSection } from '../sections';

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
