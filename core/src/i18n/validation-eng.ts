/**
 * English texts of every validation message key, as i18next reads them (the web's `validation`
 * namespace): `{{name}}` marks a parameter carried by the message (see `validationMessage`).
 * Texts the spec gives are verbatim.
 */
export const validationEng = {
  'mixed.default': '{{path}} is invalid',
  'mixed.required': '{{path}} is a required field',
  'mixed.defined': '{{path}} must be defined',
  'mixed.notNull': '{{path}} cannot be null',
  'mixed.oneOf': '{{path}} must be one of the following values: {{values}}',
  'mixed.notOneOf': '{{path}} must not be one of the following values: {{values}}',
  'mixed.notType': '{{path}} must be a `{{type}}` type',
  'string.length': '{{path}} must be exactly {{length}} characters',
  'string.min': '{{path}} must be at least {{min}} characters',
  'string.max': '{{path}} must be at most {{max}} characters',
  'string.matches': '{{path}} must match the following: "{{regex}}"',
  'string.email': '{{path}} must be a valid email',
  'string.url': '{{path}} must be a valid URL',
  'string.uuid': '{{path}} must be a valid UUID',
  'string.datetime': '{{path}} must be a valid ISO date-time',
  'string.datetime_precision':
    '{{path}} must be a valid ISO date-time with a sub-second precision of exactly {{precision}} digits',
  'string.datetime_offset': '{{path}} must be a valid ISO date-time with UTC "Z" timezone',
  'string.trim': '{{path}} must be a trimmed string',
  'string.lowercase': '{{path}} must be a lowercase string',
  'string.uppercase': '{{path}} must be an upper case string',
  'string.wellFormed': '{{path}} contains characters that cannot be read',
  'number.min': '{{path}} must be greater than or equal to {{min}}',
  'number.max': '{{path}} must be less than or equal to {{max}}',
  'number.lessThan': '{{path}} must be less than {{less}}',
  'number.moreThan': '{{path}} must be greater than {{more}}',
  'number.positive': '{{path}} must be a positive number',
  'number.negative': '{{path}} must be a negative number',
  'number.integer': '{{path}} must be an integer',
  'date.min': '{{path}} field must be later than {{min}}',
  'date.max': '{{path}} field must be earlier than {{max}}',
  'boolean.isValue': '{{path}} field must be {{value}}',
  'object.noUnknown': '{{path}} field has unspecified keys: {{unknown}}',
  'object.exact': '{{path}} object contains unknown properties: {{properties}}',
  'array.min': '{{path}} field must have at least {{min}} items',
  'array.max': '{{path}} field must have less than or equal to {{max}} items',
  'array.length': '{{path}} must have {{length}} items',
  'option.unknown': 'This is not one of the options. Please choose one from the list.',

  'donation.name.required': 'Your name is required',
  'donation.name.max': 'Your name must be at most {{max}} characters',
  'donation.email.required': 'Your email is required',
  'donation.email.invalid': 'Must be a valid email',
  'donation.email.max': 'Your email must be at most {{max}} characters',
  'donation.phone_number.required': 'Your phone number is required',
  'donation.phone_number.invalid': 'Invalid phone number',
  'donation.phone_number.max': 'Your phone number must be at most {{max}} characters',
  'donation.amount.required': 'Donation amount is required',
  'donation.amount.min': 'Amount must be greater than 0',
  'donation.amount.max': 'Amount must be equal or less than 10000',
  'donation.amount.integer': 'Decimal places are not allowed',
  'donation.notes.max': 'Notes must be at most {{max}} characters',
  'donation.enterprise.invalid': 'Please choose one of our enterprises',
  'donation.language.invalid': 'Please choose Malay or English',

  'partner.fullName.required': 'Full name is required',
  'partner.fullName.max': 'Full name must be at most {{max}} characters',
  'partner.email.required': 'Email is required',
  'partner.email.invalid': 'Please enter a valid email address',
  'partner.email.max': 'Email must be at most {{max}} characters',
  'partner.phoneNumber.required': 'Phone number is required',
  'partner.phoneNumber.invalid': 'Please enter a valid phone number',
  'partner.phoneNumber.max': 'Phone number must be at most {{max}} characters',
  'partner.contributionType.required': 'Please select how you want to contribute',
  'partner.enterpriseType.required': 'Please select an enterprise type',
  'partner.additionalComments.max': 'Additional comments must be at most {{max}} characters',

  'expert.name.required': 'Full name is required',
  'expert.name.max': 'Full name must be at most {{max}} characters',
  'expert.email.required': 'Email is required',
  'expert.email.invalid': 'Please enter a valid email address',
  'expert.email.max': 'Email must be at most {{max}} characters',
  'expert.phone.required': 'Phone number is required',
  'expert.phone.invalid': 'Please enter a valid phone number',
  'expert.phone.max': 'Phone number must be at most {{max}} characters',
  'expert.qualification.required': 'Please select your highest qualification',
  'expert.interest.required': 'Please select your area of interest',
  'expert.cv.required': 'Please upload your CV in PDF format',

  'cv.type': 'Only PDF, DOC, DOCX, and TXT files are allowed',
  'cv.typePdf': 'Only PDF files are allowed',
  'cv.size': 'File size must be smaller than 5MB.',
  'cv.empty': 'The file is empty',
  'cv.upload': 'The uploaded file could not be found. Please upload it again.',
  'cv.token':
    'The uploaded file could not be verified or its upload has expired. Please upload it again.',
  'cv.unsafe':
    'This PDF contains scripts, attachments or encryption, which are not accepted. Please save it as a plain PDF and upload it again.',

  'contact.name.required': 'Your name is required',
  'contact.name.max': 'Your name must be at most {{max}} characters',
  'contact.email.required': 'Your email is required',
  'contact.email.invalid': 'Please enter a valid email address',
  'contact.email.max': 'Your email must be at most {{max}} characters',
  'contact.phone.invalid': 'Please enter a valid phone number',
  'contact.phone.max': 'Your phone number must be at most {{max}} characters',
  'contact.message.required': 'Please write your message',
  'contact.message.min': 'Your message must be at least {{min}} characters',
  'contact.message.max': 'Your message must be at most {{max}} characters',
  'contact.language.invalid': 'Please choose Malay or English',
} as const satisfies Record<string, string>;

/** A validation message key: the part of a message before any parameters. */
export type ValidationKey = keyof typeof validationEng;

/** Whether a string is a known validation message key. */
export function isValidationKey(key: string): key is ValidationKey {
  return Object.hasOwn(validationEng, key);
}
