import { boolean, number, object, type InferType } from 'yup';
import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_VENUE_MAX_LENGTH,
} from '../constants';
import { CAMPAIGN_GOAL_MAX } from '../crowdfunding/limits';
import type { ValidationKey } from '../i18n/validation-eng';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { text } from '../schema/text';

/**
 * A programme or event as staff write it (the staff console, the local seeds and `npm run event
 * -- add`): each text in both languages, a start and an end, a venue unless it is online, and a
 * number of places. The server adds the id, the registrations and the timestamps.
 */

/** The fields staff write on an event, by name: an update's changes name these (the audit trail). */
export const eventFields = [
  'title',
  'description',
  'online',
  'venue',
  'startsAt',
  'endsAt',
  'capacity',
  'featured',
  'status',
] as const;

/** What staff may set an event to: `draft` is invisible, `closed` takes no more registrations. */
export const eventStatuses = ['draft', 'published', 'closed'] as const;

/** The state of an event in staff's hands. */
export type EventStatus = (typeof eventStatuses)[number];

/** An instant with its offset, as `Date.toISOString()` and the console's pickers write it. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const isInstant = (value: string | undefined): boolean =>
  !value || (isoInstant.test(value) && !Number.isNaN(Date.parse(value)));

type TextKey = 'title' | 'description' | 'venue';

const maxOf = (field: TextKey, max: number) => () =>
  validationMessage(`event.${field}.max` as ValidationKey, { max });

/** A text in both languages, each required and bounded; a description may have paragraphs. */
const bilingual = (field: 'title' | 'description', max: number) => {
  const inOneLanguage = () =>
    text({ multiline: field === 'description' })
      .required(`event.${field}.required`)
      .max(max, maxOf(field, max));
  return object({ bm: inOneLanguage(), eng: inOneLanguage() });
};

/** A venue's text in one language: required unless the event is online. */
const venueText = () =>
  text()
    .default('')
    .max(EVENT_VENUE_MAX_LENGTH, maxOf('venue', EVENT_VENUE_MAX_LENGTH))
    .test('venue-required', 'event.venue.required', (value, context) => {
      const online = (context.from?.[1]?.value as { online?: unknown } | undefined)?.online;
      return online === true || Boolean(value);
    });

/** An event's fields as staff send them. */
export const eventSchema = object({
  title: bilingual('title', EVENT_TITLE_MAX_LENGTH),
  description: bilingual('description', EVENT_DESCRIPTION_MAX_LENGTH),
  online: boolean().typeError('event.online.invalid').default(false),
  /** Required unless the event is online; stored as none when it is. */
  venue: object({ bm: venueText(), eng: venueText() }),
  startsAt: text()
    .required('event.startsAt.required')
    .test('instant', 'event.startsAt.invalid', isInstant),
  endsAt: text()
    .required('event.endsAt.required')
    .test('instant', 'event.endsAt.invalid', isInstant)
    .test('after-start', 'event.endsAt.afterStart', (value, context) => {
      const startsAt = String(context.parent.startsAt ?? '');
      if (!value || !isInstant(value) || !startsAt || !isInstant(startsAt)) return true;
      return Date.parse(value) > Date.parse(startsAt);
    }),
  capacity: number()
    .typeError('event.capacity.number')
    .required('event.capacity.required')
    .integer('event.capacity.number')
    .min(1, ({ min }: { min: number }) => validationMessage('event.capacity.min', { min }))
    .max(EVENT_CAPACITY_MAX, ({ max }: { max: number }) =>
      validationMessage('event.capacity.max', { max }),
    ),
  featured: boolean().typeError('event.featured.invalid').default(false),
  status: text().oneOf(eventStatuses, 'event.status.invalid').default('draft'),
  /**
   * A fundraising event's goal in whole ringgit (docs/crowdfunding.md): its page shows raised of
   * goal, and donations from it count towards it. 0 or absent: no fundraising.
   */
  fundraisingGoal: number()
    .strict()
    .typeError('event.fundraisingGoal.number')
    .integer('event.fundraisingGoal.number')
    .min(0, 'event.fundraisingGoal.number')
    .max(CAMPAIGN_GOAL_MAX, ({ max }: { max: number }) =>
      validationMessage('event.fundraisingGoal.max', { max }),
    )
    .default(0),
});

/** A valid event as staff wrote it. */
export type EventValues = InferType<typeof eventSchema>;
