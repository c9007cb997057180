import type {
  AvailabilitySlot,
  ShiftMessageKind,
  VolunteerLanguage,
  VolunteerReach,
  VolunteerSkill,
} from '../volunteers';
import type { Bilingual } from './events';
import type { ConsentRecord } from './privacy';

/*
 * Volunteers, activities, shifts and coordinators (issue 29; docs/volunteers.md): the answers of
 * the routes in ./paths.ts (`volunteer…`, `activit…`, `commitments`, calendars), of the
 * coordinator's routes (./coordinator-paths.ts) and of the staff's (./staff-paths.ts).
 */

/**
 * One channel's consent as recorded: given or not, when, and the very words shown. A volunteer's
 * consent is their `activity` purpose's record (./privacy.ts; one record, whichever form set it).
 */
export type { ConsentRecord };

/** `GET /api/volunteer` (signed in): the member's volunteer details, or `volunteer: null`. */
export interface VolunteerDetails {
  volunteer: {
    skills: VolunteerSkill[];
    languages: VolunteerLanguage[];
    availability: AvailabilitySlot[];
    reach: VolunteerReach;
    consent: { sms: ConsentRecord; email: ConsentRecord };
    /** The member's seats (their profile's), which decide whose coordinator they are. */
    state: string;
    parliament: string;
    dun: string;
    since: string;
    updatedAt: string;
  } | null;
  /**
   * Whether the member's `activity` consent is given, per channel (their consent records): a new
   * volunteer form starts from these, so saving it never withdraws what they agreed to elsewhere.
   */
  activityConsent: { sms: boolean; email: boolean };
}

/** An area: a state, or one parliamentary seat in it (`parliament` empty for the state). */
export interface Area {
  state: string;
  parliament: string;
}

/** Whether a shift takes sign-ups: `full` offers the waiting list; `closed` once it starts. */
export type ShiftState = 'open' | 'full' | 'closed';

/** The signed-in member's place on a shift or event: none, in, or waiting at a position (1 first). */
export type MyPlace =
  { status: 'none' } | { status: 'confirmed' } | { status: 'waiting'; position: number };

/** A shift as the public sees it (never who signed up). */
export interface PublicShift {
  id: string;
  activityId: string;
  startsAt: string;
  endsAt: string;
  places: number;
  placesLeft: number;
  /** How many are on its waiting list. */
  waiting: number;
  state: ShiftState;
}

/** An activity's public state: staff's `cancelled` hides its shifts' sign-ups. */
export type ActivityStatus = 'proposed' | 'published' | 'refused' | 'cancelled';

/** An activity as the public sees it (published only), with its upcoming shifts, soonest first. */
export interface PublicActivity {
  id: string;
  title: Bilingual;
  description: Bilingual;
  /** The enterprise's slug, or `null`. */
  enterprise: string | null;
  area: Area;
  online: boolean;
  venue: Bilingual | null;
  skills: VolunteerSkill[];
  shifts: PublicShift[];
}

/** `GET /api/activities?state=` (public): upcoming published activities, soonest shift first. */
export interface ActivityList {
  activities: PublicActivity[];
}

/**
 * `GET /api/volunteers/counts` (public): volunteers per state. A state with fewer than
 * `PUBLIC_COUNT_MINIMUM` shows `null` (fewer than five: nobody in a small area is singled out).
 */
export interface VolunteerCounts {
  states: { state: string; volunteers: number | null }[];
  /** The country's total, shown when at least the minimum. */
  total: number | null;
}

/**
 * `POST /api/activities/{id}/shifts/{shiftId}/signups` and
 * `POST /api/events/{id}/registrations` (signed in): in (201 the first time), waiting at a
 * position when full (201 the first time), or the same again (200) however often it is sent.
 */
export interface PlaceResult {
  status: 'confirmed' | 'already_confirmed' | 'waiting' | 'already_waiting';
  /** The position on the waiting list, 1 first, when waiting. */
  position?: number;
}

/** `DELETE` of the same paths: the member's place (or waiting place) given back. */
export interface CancelResult {
  status: 'cancelled' | 'not_found';
}

/** One of the member's commitments, as their profile lists them, soonest first. */
export interface Commitment {
  kind: 'shift' | 'event';
  /** The event's id, or the activity's. */
  id: string;
  /** The shift's id (shifts only). */
  shiftId?: string;
  title: Bilingual;
  startsAt: string;
  endsAt: string;
  venue: Bilingual | null;
  online: boolean;
  place: MyPlace;
  /** Whether it can still be cancelled (until it starts). */
  cancellable: boolean;
}

/** `GET /api/account/commitments` (signed in): upcoming shifts, waiting places and events. */
export interface Commitments {
  commitments: Commitment[];
}

/** `GET /api/coordinator` (a coordinator's session; 403 for any other member). */
export interface CoordinatorSelf {
  areas: Area[];
  trusted: boolean;
}

/**
 * A volunteer as a coordinator sees one (in their areas only): name, skills, languages,
 * availability and reach; `mobile` and `email` only where the volunteer consented to that channel.
 */
export interface AreaVolunteer {
  memberId: string;
  name: string;
  state: string;
  parliament: string;
  dun: string;
  skills: VolunteerSkill[];
  languages: VolunteerLanguage[];
  availability: AvailabilitySlot[];
  reach: VolunteerReach;
  mobile: string | null;
  email: string | null;
}

/** An activity as a coordinator or staff see it: every status, with its shifts' figures. */
export interface ManagedActivity extends Omit<PublicActivity, 'shifts'> {
  status: ActivityStatus;
  /** The coordinator who proposed it (member id and name), or `null` for staff's own. */
  proposedBy: { memberId: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  shifts: (PublicShift & { checkedIn: number })[];
}

/** One person on a shift, for check-in at the door. */
export interface ShiftPerson {
  memberId: string;
  name: string;
  /** Only where the volunteer consented to SMS. */
  mobile: string | null;
  place: 'confirmed' | 'waiting';
  position?: number;
  checkedIn: boolean;
  checkedInAt: string | null;
}

/** `GET …/shifts/{shiftId}/attendance`: the shift and its people. */
export interface ShiftAttendance {
  shift: PublicShift;
  people: ShiftPerson[];
}

/**
 * `GET /api/staff/activities/{id}/attendance` (staff): the activity with each of its shifts'
 * people, soonest shift first.
 */
export interface ActivityAttendance {
  activity: ManagedActivity;
  shifts: ShiftAttendance[];
}

/** `GET /api/staff/activities` and `GET /api/coordinator/activities`: proposed first, then soonest. */
export interface ManagedActivityList {
  activities: ManagedActivity[];
}

/** `GET /api/coordinator/volunteers`: the volunteers of the coordinator's areas, by name. */
export interface AreaVolunteerList {
  volunteers: AreaVolunteer[];
}

/** `POST …/messages`: how many were texted, and the day's texts left. */
export interface ShiftMessageResult {
  sent: number;
  textsLeftToday: number;
  kind: ShiftMessageKind;
}

/** A coordinator as staff see them. */
export interface CoordinatorRow {
  memberId: string;
  name: string;
  mobile: string;
  areas: Area[];
  trusted: boolean;
  appointedAt: string;
}

/** `GET /api/staff/coordinators`. */
export interface CoordinatorList {
  coordinators: CoordinatorRow[];
}

/** `GET /api/staff/volunteers?state=&parliament=&skill=&availability=&cursor=`: a page of them. */
export interface StaffVolunteerList {
  volunteers: (AreaVolunteer & { since: string; consentSms: boolean; consentEmail: boolean })[];
  cursor: string | null;
  total: number;
}

/** One row of the map's figures: a state or a parliamentary seat. */
export interface AreaFigures {
  state: string;
  /** Empty for a state's own row. */
  parliament: string;
  members: number;
  volunteers: number;
  coordinators: number;
}

/**
 * `GET /api/staff/map`: members, volunteers and coordinators per state and per parliamentary
 * seat; `uncovered` lists the seats with members and no coordinator (where to recruit next).
 */
export interface MapFigures {
  states: AreaFigures[];
  seats: AreaFigures[];
  uncovered: string[];
}
