import { lazy } from 'react';
import type { StaffSection } from '../sections';

/*
 * Broadcasts (issue 32, part W) load when their section opens, as one chunk (with the composer,
 * formik, yup and the privacy schemas' messages): the console's other pages carry none of it.
 */
const pages = () => import('./components/pages');
const BroadcastsPage = lazy(() => pages().then((module) => ({ default: module.BroadcastsPage })));
const NewBroadcastPage = lazy(() =>
  pages().then((module) => ({ default: module.NewBroadcastPage })),
);
const BroadcastPage = lazy(() => pages().then((module) => ({ default: module.BroadcastPage })));

/** The console's "Broadcasts" (namespace `staffBroadcasts`; docs/privacy.md "Broadcasts"). */
export const broadcastSections: StaffSection[] = [
  { path: 'broadcasts', navKey: 'broadcasts', Page: BroadcastsPage },
  { path: 'broadcasts/new', Page: NewBroadcastPage },
  { path: 'broadcasts/:id', Page: BroadcastPage },
];
