import { mixed, object, type InferType } from 'yup';
import { languages } from '../i18n/language';
import { validationMessage } from '../i18n/validation-message';
import '../i18n/yup-locale';
import { consentChannels, consentPurposes } from '../privacy/consent-wording';
import { text } from '../schema/text';
import { smsLinkPattern } from '../sms/segments';
import { volunteerSkills } from '../volunteers';
import {
  BROADCAST_EMAIL_BODY_MAX,
  BROADCAST_SMS_MAX_SEGMENTS,
  BROADCAST_SUBJECT_MAX,
  broadcastSmsSegments,
  segmentKinds,
} from './terms';

/*
 * The schemas of broadcasts (issue 32, docs/privacy.md "Broadcasts"): what staff and coordinators
 * send to preview one (`…/broadcasts/preview`) and to send it (`…/broadcasts`). The terms without
 * yup are in ./terms.ts, re-exported here.
 */

export * from './terms';

const id = (required: 'broadcast.event.required' | 'broadcast.campaign.required') =>
  text()
    .max(64, required)
    .matches(/^[A-Za-z0-9-]+$/, required);

/** Who the broadcast is for; the fields a kind does not use are dropped. */
export const segmentSchema = object({
  kind: text().required('broadcast.segment.required').oneOf(segmentKinds, 'option.unknown'),
  state: text().when('kind', {
    is: 'area',
    then: (schema) => schema.required('area.state.required'),
    otherwise: (schema) => schema.default(''),
  }),
  parliament: text().default(''),
  skill: text().when('kind', {
    is: 'skill',
    then: (schema) =>
      schema.required('broadcast.skill.required').oneOf(volunteerSkills, 'option.unknown'),
    otherwise: (schema) => schema.strip(),
  }),
  eventId: mixed().when('kind', {
    is: 'event',
    then: () => id('broadcast.event.required').required('broadcast.event.required'),
    otherwise: (schema) => schema.strip(),
  }),
  campaignId: mixed().when('kind', {
    is: 'campaign',
    then: () => id('broadcast.campaign.required').required('broadcast.campaign.required'),
    otherwise: (schema) => schema.strip(),
  }),
});

/** One language's words of an email broadcast: a subject and paragraphs. */
const emailWords = object({
  subject: text()
    .required('broadcast.subject.required')
    .max(BROADCAST_SUBJECT_MAX, () =>
      validationMessage('broadcast.subject.max', { max: BROADCAST_SUBJECT_MAX }),
    ),
  body: text({ multiline: true })
    .required('broadcast.body.required')
    .max(BROADCAST_EMAIL_BODY_MAX, () =>
      validationMessage('broadcast.body.max', { max: BROADCAST_EMAIL_BODY_MAX }),
    ),
});

/** One language's words of an SMS broadcast: one line, no link, at most four segments in all. */
const smsWords = (language: (typeof languages)[number]) =>
  object({
    body: text()
      .required('broadcast.body.required')
      .test('no-link', 'broadcast.sms.link', (value) => !value || !smsLinkPattern.test(value))
      .test(
        'segments',
        () => validationMessage('broadcast.sms.segments', { max: BROADCAST_SMS_MAX_SEGMENTS }),
        (value) =>
          !value || broadcastSmsSegments(value, language).segments <= BROADCAST_SMS_MAX_SEGMENTS,
      ),
  });

/**
 * A broadcast as written: its channel, the consent purpose it is sent under, its segment and its
 * words in both languages (each recipient receives their own language's).
 */
export const broadcastDraftSchema = object({
  channel: text()
    .required('broadcast.channel.required')
    .oneOf(consentChannels, 'broadcast.channel.required'),
  purpose: text()
    .required('broadcast.purpose.required')
    .oneOf(consentPurposes, 'broadcast.purpose.required'),
  segment: segmentSchema.required('broadcast.segment.required'),
  words: mixed().when('channel', {
    is: 'sms',
    then: () =>
      object({ bm: smsWords('bm').required(), eng: smsWords('eng').required() }).required(
        'broadcast.body.required',
      ),
    otherwise: () =>
      object({ bm: emailWords.required(), eng: emailWords.required() }).required(
        'broadcast.body.required',
      ),
  }),
});
export type BroadcastDraft = InferType<typeof broadcastDraftSchema>;

/**
 * `POST …/broadcasts`: the draft, and the number of recipients the preview showed. If the segment
 * has changed since by more than a few people, the send is refused (`broadcast_count_changed`) so
 * staff look again before anyone receives it.
 */
export const broadcastSendSchema = broadcastDraftSchema.shape({
  expectedRecipients: text()
    .required('broadcast.expected.required')
    .matches(/^\d{1,7}$/, 'broadcast.expected.required'),
});
export type BroadcastSend = InferType<typeof broadcastSendSchema>;

/** The one-click unsubscribe's token (`?t=`), as the email's link carries it. */
export const unsubscribeTokenSchema = object({
  t: text()
    .required('unsubscribe.token.invalid')
    .max(400, 'unsubscribe.token.invalid')
    .matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'unsubscribe.token.invalid'),
});

export { languages as broadcastLanguages };
