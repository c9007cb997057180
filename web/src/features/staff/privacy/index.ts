import { lazy } from 'react';
import type { StaffSection } from '../sections';

/*
 * The requests about personal data load when their section opens, as one chunk (with the privacy
 * forms' validation messages): the console's other pages carry none of it.
 */
const pages = () => import('./components/pages');
const RequestsPage = lazy(() => pages().then((module) => ({ default: module.RequestsPage })));
const RequestPage = lazy(() => pages().then((module) => ({ default: module.RequestPage })));

/** The console's "Data requests" (namespace `staffPeople`, its `privacy`; docs/privacy.md, "Requests"). */
export const privacySections: StaffSection[] = [
  { path: 'privacy/requests', navKey: 'privacyRequests', Page: RequestsPage },
  { path: 'privacy/requests/:id', Page: RequestPage },
];
