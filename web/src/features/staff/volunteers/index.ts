import { lazy } from 'react';
import type { StaffSection } from '../sections';
import { ActivitiesPage } from './components/activities-page';
import { ActivityCreatePage, ActivityDetailPage } from './components/activity-pages';
import { CoordinatorsPage } from './components/coordinators-page';
import { VolunteersPage } from './components/volunteers-page';

/** The map section: its code and its geometry load only when it opens. */
const MapPage = lazy(() =>
  import('../map/map-page').then((module) => ({ default: module.MapPage })),
);

/**
 * The console's volunteers, coordinators, activities and map (namespace `staffVolunteers`, with
 * the shared `volunteerLabels`).
 */
export const volunteerSections: StaffSection[] = [
  { path: 'volunteers', navKey: 'volunteers', Page: VolunteersPage },
  { path: 'coordinators', navKey: 'coordinators', Page: CoordinatorsPage },
  { path: 'activities', navKey: 'activities', Page: ActivitiesPage },
  { path: 'activities/new', Page: ActivityCreatePage },
  { path: 'activities/:id', Page: ActivityDetailPage },
  { path: 'map', navKey: 'map', Page: MapPage },
];
