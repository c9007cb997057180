/**
 * The privacy pages' validation messages in English (issue 32, docs/privacy.md): a module apart
 * from validation-eng.ts, which every form page's first load carries; the web loads it as the
 * `validationPrivacy` namespace on the privacy pages, the request form, the console's requests and
 * the sign-up form only.
 */
export const validationPrivacyEng = {
  // Closing an account (core/src/privacy/closure.ts).
  'closure.confirm.required':
    'Tick the box to confirm that you understand your account will be closed for good',
  // Requests about personal data (the public form and the console's queue).
  'privacyRequest.kind.required': 'Choose what you are asking us to do',
  'privacyRequest.name.required': 'Your name is required',
  'privacyRequest.name.max': 'Your name must be at most {{max}} characters',
  'privacyRequest.contactBy.required': 'Choose how we should reach you: by mobile or by email',
  'privacyRequest.email.required': 'Your email is required',
  'privacyRequest.email.invalid': 'Please enter a valid email address',
  'privacyRequest.email.max': 'Your email must be at most {{max}} characters',
  'privacyRequest.details.required':
    'Tell us what you are asking for, so that we can act on it without asking again',
  'privacyRequest.details.max': 'Please keep the details to at most {{max}} characters',
  'privacyRequest.language.invalid': 'Choose Malay or English',
  'privacyRequest.action.invalid': 'Choose one of the listed actions',
  'privacyRequest.note.required': 'Write the note',
  'privacyRequest.outcome.required': 'Say what was done: what was given, corrected or deleted',
  'privacyRequest.reason.required': 'Give the reason: the person is told it',
  'privacyRequest.note.max': 'Keep it to at most {{max}} characters',
  'privacyRequest.status.invalid': 'Choose one of the listed statuses',
  // Consents (the members' privacy page and the sign-up form's choices).
  'consent.channel.invalid': 'Choose SMS or email',
  'consent.purpose.invalid': 'Choose messages about your activities, or news and appeals',
  'consent.given.invalid': 'Say whether you agree (true or false)',
  'consent.language.invalid': 'Please choose Malay or English',
  'consent.source.invalid': 'Consent can only be changed here from your privacy page',
  'consent.choices.invalid': 'Choose only among the ways of contact listed, each once',
  // Broadcasts (the console's composer, staff's and coordinators').
  'broadcast.channel.required': 'Choose email or SMS',
  'broadcast.purpose.required': 'Choose what it is about: activities, or news and appeals',
  'broadcast.segment.required': 'Choose who it is for',
  'broadcast.skill.required': "Choose the volunteers' skill",
  'broadcast.event.required': 'Choose the event',
  'broadcast.campaign.required': 'Choose the campaign',
  'broadcast.subject.required': 'Write the subject',
  'broadcast.subject.max': 'Keep the subject to at most {{max}} characters',
  'broadcast.body.required': 'Write the message',
  'broadcast.body.max': 'Keep the message to at most {{max}} characters',
  'broadcast.sms.link': 'A text message may not carry a link: Malaysian rules forbid it',
  'broadcast.sms.segments':
    'This text is longer than {{max}} SMS segments with its opening and how to stop: shorten it, or send an email',
  'broadcast.expected.required': 'Preview the broadcast before sending it',
  'unsubscribe.token.invalid': 'This link to stop messages is not valid: it may be cut short',
} as const satisfies Record<string, string>;

/** A key of the privacy pages' validation messages. */
export type PrivacyValidationKey = keyof typeof validationPrivacyEng;

/** Whether a string is one of the privacy pages' validation message keys. */
export function isPrivacyValidationKey(key: string): key is PrivacyValidationKey {
  return Object.hasOwn(validationPrivacyEng, key);
}
