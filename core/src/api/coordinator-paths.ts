/**
 * The coordinator's section (core/src/api/volunteers.ts): a member's session whose member is a
 * coordinator (403 for any other member, 401 signed out), scoped to their areas: a route naming
 * anything outside them is a 403. A module apart from ./paths.ts, so no public page ships them.
 */
export const coordinatorApiPaths = {
  coordinatorSelf: '/api/coordinator',
  coordinatorVolunteers: '/api/coordinator/volunteers',
  /** `GET` the activities in the coordinator's areas, `POST` proposes one. */
  coordinatorActivities: '/api/coordinator/activities',
  coordinatorActivity: '/api/coordinator/activities/{id}',
  /** `POST` adds one shift or a week of shifts to an activity in their areas. */
  coordinatorActivityShifts: '/api/coordinator/activities/{id}/shifts',
  /** `GET` the shift's people, `POST` checks one in (or undoes it). */
  coordinatorAttendance: '/api/coordinator/activities/{id}/shifts/{shiftId}/attendance',
  /** `POST` texts the shift's volunteers about it (limited per day, audited). */
  coordinatorShiftMessages: '/api/coordinator/activities/{id}/shifts/{shiftId}/messages',
} as const;
