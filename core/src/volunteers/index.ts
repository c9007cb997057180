import { array, boolean, number, object, type InferType } from 'yup';
import {
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
  ACTIVITY_VENUE_MAX_LENGTH,
  SHIFT_MESSAGE_MAX_LENGTH,
  SHIFT_PLACES_MAX,
  SHIFT_WEEK_DAYS,
} from '../constants';
import { enterpriseSlugs } from '../enterprise/types';
import type { ValidationKey } from '../i18n/validation-eng';
import { validationMessage } from '../i18n/validation-message';
import {
  consentChannels,
  consentWordings,
  currentConsentVersion,
  type ConsentChannel,
} from '../privacy/consent-wording';
import '../i18n/yup-locale';
import { text } from '../schema/text';

/*
 * Volunteers, their activities and shifts, and the coordinators of areas (issue 29,
 * docs/volunteers.md): the lists a volunteer picks from, and every schema the forms and the
 * server share. The server checks every request with these; the pages show their messages.
 * Seats are checked against the electoral table where a request names one (./areas.ts, which only
 * the pages and routes that need the table load).
 */

/** What a volunteer can do (the form's checkboxes; labels in the `volunteer` catalogue). */
export const volunteerSkills = [
  'cooking',
  'driving',
  'tutoring',
  'it-repair',
  'farming',
  'bookkeeping',
  'design-media',
  'event-crew',
  'translation',
  'first-aid',
] as const;
export type VolunteerSkill = (typeof volunteerSkills)[number];

/** Languages a volunteer speaks. */
export const volunteerLanguages = [
  'malay',
  'english',
  'mandarin',
  'tamil',
  'cantonese',
  'hokkien',
  'iban',
  'kadazandusun',
  'arabic',
] as const;
export type VolunteerLanguage = (typeof volunteerLanguages)[number];

/** When a volunteer is free: weekday or weekend × morning, afternoon or evening. */
export const availabilitySlots = [
  'weekday-morning',
  'weekday-afternoon',
  'weekday-evening',
  'weekend-morning',
  'weekend-afternoon',
  'weekend-evening',
] as const;
export type AvailabilitySlot = (typeof availabilitySlots)[number];

/** How far a volunteer will go from home: their state seat (DUN), parliamentary seat or state. */
export const volunteerReaches = ['dun', 'parliament', 'state'] as const;
export type VolunteerReach = (typeof volunteerReaches)[number];

/** The channels a volunteer may agree to be contacted on. */
export const contactChannels = consentChannels;
export type ContactChannel = ConsentChannel;

const activityWording = consentWordings[currentConsentVersion];

/**
 * The consent wording shown beside each channel's checkbox, in both languages: the `activity`
 * purpose's (core/src/privacy/consent.ts, the one source of consent wording), since a volunteer's
 * consent is that purpose's record. The server records the version, the language and the very
 * words the volunteer saw, with the time.
 */
export const consentWording = {
  version: currentConsentVersion,
  sms: activityWording.sms.activity,
  email: activityWording.email.activity,
} as const;

/** A list of codes picked from `codes`, at least one, each once. */
const picks = <Code extends string>(codes: readonly Code[], requiredKey: ValidationKey) =>
  array(text().oneOf(codes, 'option.unknown').required('option.unknown'))
    .typeError(requiredKey)
    .required(requiredKey)
    .min(1, requiredKey)
    .test(
      'unique',
      'option.unknown',
      (values) => !values || new Set(values).size === values.length,
    );

const yesNo = (key: ValidationKey) => boolean().typeError(key).required(key);

/**
 * `PUT /api/volunteer` and the volunteer form: what a member gives to become (or stay) a
 * volunteer. Their area is their profile's seats (changed in the profile's details); `language`
 * is the language of the page whose consent wording they saw.
 */
export const volunteerSchema = object({
  skills: picks(volunteerSkills, 'volunteer.skills.required'),
  languages: picks(volunteerLanguages, 'volunteer.languages.required'),
  availability: picks(availabilitySlots, 'volunteer.availability.required'),
  reach: text()
    .required('volunteer.reach.required')
    .oneOf(volunteerReaches, 'volunteer.reach.required'),
  consentSms: yesNo('volunteer.consent.invalid'),
  consentEmail: yesNo('volunteer.consent.invalid'),
  language: text().oneOf(['bm', 'eng'], 'account.language.invalid').default('bm'),
});
export type VolunteerValues = InferType<typeof volunteerSchema>;

/** An instant with its offset, as `Date.toISOString()` and the pickers write it. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const isInstant = (value: string | undefined): boolean =>
  !value || (isoInstant.test(value) && !Number.isNaN(Date.parse(value)));

type ActivityText = 'title' | 'description' | 'venue';
const maxOf = (field: ActivityText, max: number) => () =>
  validationMessage(`activity.${field}.max` as ValidationKey, { max });

const bilingual = (field: 'title' | 'description', max: number) => {
  const inOneLanguage = () =>
    text({ multiline: field === 'description' })
      .required(`activity.${field}.required`)
      .max(max, maxOf(field, max));
  return object({ bm: inOneLanguage(), eng: inOneLanguage() });
};

const venueText = () =>
  text()
    .default('')
    .max(ACTIVITY_VENUE_MAX_LENGTH, maxOf('venue', ACTIVITY_VENUE_MAX_LENGTH))
    .test('venue-required', 'activity.venue.required', (value, context) => {
      const online = (context.from?.[1]?.value as { online?: unknown } | undefined)?.online;
      return online === true || Boolean(value);
    });

/**
 * An area: a state (`parliament` empty) or one parliamentary seat in it. The codes are the
 * electoral table's (`'10'`, `'P.106'`); ./areas.ts checks them against it.
 */
export const areaSchema = object({
  state: text().required('area.state.required'),
  parliament: text().default(''),
});
export type AreaValues = InferType<typeof areaSchema>;

/**
 * An activity as staff or a coordinator write it (`POST /api/staff/activities`,
 * `POST /api/coordinator/activities`): texts in both languages, an optional enterprise (its slug), its area,
 * a venue unless online, the skills wanted (none: anyone can help).
 */
export const activitySchema = object({
  title: bilingual('title', ACTIVITY_TITLE_MAX_LENGTH),
  description: bilingual('description', ACTIVITY_DESCRIPTION_MAX_LENGTH),
  enterpriseId: text()
    .default('')
    .test(
      'enterprise',
      'activity.enterprise.invalid',
      (value) => !value || (enterpriseSlugs as readonly string[]).includes(value),
    ),
  area: areaSchema,
  online: boolean().typeError('activity.online.invalid').default(false),
  venue: object({ bm: venueText(), eng: venueText() }),
  skills: array(text().oneOf(volunteerSkills, 'option.unknown').required('option.unknown'))
    .typeError('option.unknown')
    .default([]),
});
export type ActivityValues = InferType<typeof activitySchema>;

const places = () =>
  number()
    .typeError('shift.places.number')
    .required('shift.places.required')
    .integer('shift.places.number')
    .min(1, ({ min }: { min: number }) => validationMessage('shift.places.min', { min }))
    .max(SHIFT_PLACES_MAX, ({ max }: { max: number }) =>
      validationMessage('shift.places.max', { max }),
    );

/** One shift of an activity: a start, an end after it, and its places. */
export const shiftSchema = object({
  startsAt: text()
    .required('shift.startsAt.required')
    .test('instant', 'shift.startsAt.invalid', isInstant),
  endsAt: text()
    .required('shift.endsAt.required')
    .test('instant', 'shift.endsAt.invalid', isInstant)
    .test('after-start', 'shift.endsAt.afterStart', (value, context) => {
      const startsAt = String(context.parent.startsAt ?? '');
      if (!value || !isInstant(value) || !startsAt || !isInstant(startsAt)) return true;
      return Date.parse(value) > Date.parse(startsAt);
    }),
  places: places(),
});
export type ShiftValues = InferType<typeof shiftSchema>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A week of shifts at once (`POST …/activities/{id}/shifts` with `week`): from `firstDay` (a
 * Malaysian date), on the chosen days of the 7 that follow (0 = the first day … 6), each from
 * `startTime` to `endTime` Malaysia time, with the same places.
 */
export const shiftWeekSchema = object({
  firstDay: text()
    .required('shift.firstDay.required')
    .matches(dayPattern, { message: 'shift.firstDay.invalid' })
    .test('date', 'shift.firstDay.invalid', (value) => !value || !Number.isNaN(Date.parse(value))),
  days: array(
    number()
      .integer()
      .min(0)
      .max(SHIFT_WEEK_DAYS - 1)
      .required(),
  )
    .typeError('shift.days.required')
    .required('shift.days.required')
    .min(1, 'shift.days.required'),
  startTime: text()
    .required('shift.startTime.required')
    .matches(clockPattern, { message: 'shift.startTime.invalid' }),
  endTime: text()
    .required('shift.endTime.required')
    .matches(clockPattern, { message: 'shift.endTime.invalid' })
    .test('after-start', 'shift.endsAt.afterStart', (value, context) => {
      const start = String(context.parent.startTime ?? '');
      return !value || !clockPattern.test(start) || value > start;
    }),
  places: places(),
});
export type ShiftWeekValues = InferType<typeof shiftWeekSchema>;

/**
 * A coordinator's appointment (`POST /api/staff/coordinators`): the member by their mobile
 * number, one or more areas, and whether their proposed activities go public without approval.
 */
export const coordinatorSchema = object({
  mobile: text().required('coordinator.mobile.required'),
  areas: array(areaSchema)
    .typeError('coordinator.areas.required')
    .required('coordinator.areas.required')
    .min(1, 'coordinator.areas.required'),
  trusted: boolean().typeError('coordinator.trusted.invalid').default(false),
});
export type CoordinatorValues = InferType<typeof coordinatorSchema>;

/** What a coordinator texts the volunteers of one shift about it. */
export const shiftMessageKinds = ['venue', 'time', 'cancelled', 'other'] as const;
export type ShiftMessageKind = (typeof shiftMessageKinds)[number];

/**
 * `POST /api/coordinator/shifts/…/messages`: a short transactional text (the server adds the
 * zero-rating mark and the shift's name and date, and keeps it to one SMS segment).
 */
export const shiftMessageSchema = object({
  kind: text()
    .required('shiftMessage.kind.required')
    .oneOf(shiftMessageKinds, 'shiftMessage.kind.required'),
  text: text()
    .required('shiftMessage.text.required')
    .max(SHIFT_MESSAGE_MAX_LENGTH, ({ max }: { max: number }) =>
      validationMessage('shiftMessage.text.max', { max }),
    ),
});
export type ShiftMessageValues = InferType<typeof shiftMessageSchema>;

/** `POST …/attendance`: a volunteer checked in (or the check-in undone). */
export const attendanceSchema = object({
  memberId: text().required('attendance.member.required'),
  present: yesNo('attendance.present.invalid'),
});
export type AttendanceValues = InferType<typeof attendanceSchema>;

/**
 * `POST /api/staff/coordinators/{id}`: a coordinator's areas and trust changed (the member stays
 * the one appointed; a `mobile` sent with it is ignored).
 */
export const coordinatorUpdateSchema = coordinatorSchema.omit(['mobile']);
export type CoordinatorUpdateValues = InferType<typeof coordinatorUpdateSchema>;

/**
 * `POST /api/staff/activities/{id}`: the activity's texts, area, venue and skills replaced, and
 * `status: 'cancelled'` to cancel it (approval has a route of its own).
 */
export const activityUpdateSchema = activitySchema.shape({
  status: text().default('').oneOf(['', 'cancelled'], 'activity.status.invalid'),
});
export type ActivityUpdateValues = InferType<typeof activityUpdateSchema>;

/** `POST /api/staff/activities/{id}/approval`: a proposed activity approved or refused. */
export const activityApprovalSchema = object({
  approved: yesNo('activity.approval.invalid'),
});
export type ActivityApprovalValues = InferType<typeof activityApprovalSchema>;

/**
 * `POST` of a shift's sign-ups (`shiftSignups`) and of an event's registrations: `waitingList`
 * true joins the waiting list when no place is left (otherwise a full one is a 409). No body at
 * all is `false`.
 */
export const placeRequestSchema = object({
  // No message of its own: no form shows it (the pages send a boolean), and every text in the
  // validation catalogue weighs on the first load of the pages that carry it.
  waitingList: boolean().strict().default(false),
});
export type PlaceRequestValues = InferType<typeof placeRequestSchema>;
