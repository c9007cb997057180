import type bm from '../bm/volunteerLabels';

/** The volunteers' lists as people read them, in English. */
const eng: typeof bm = {
  skills: {
    cooking: 'Cooking and food handling',
    driving: 'Driving',
    tutoring: 'Tutoring',
    'it-repair': 'IT and gadget repair',
    farming: 'Farming',
    bookkeeping: 'Bookkeeping',
    'design-media': 'Design and social media',
    'event-crew': 'Event crew',
    translation: 'Translation',
    'first-aid': 'First aid',
  },
  languages: {
    malay: 'Malay',
    english: 'English',
    mandarin: 'Mandarin',
    tamil: 'Tamil',
    cantonese: 'Cantonese',
    hokkien: 'Hokkien',
    iban: 'Iban',
    kadazandusun: 'Kadazandusun',
    arabic: 'Arabic',
  },
  availability: {
    'weekday-morning': 'Weekday mornings',
    'weekday-afternoon': 'Weekday afternoons',
    'weekday-evening': 'Weekday evenings',
    'weekend-morning': 'Weekend mornings',
    'weekend-afternoon': 'Weekend afternoons',
    'weekend-evening': 'Weekend evenings',
  },
  reach: {
    dun: 'My state seat (DUN) only',
    parliament: 'My parliamentary seat',
    state: 'Anywhere in my state',
  },
  messageKinds: {
    venue: 'Venue changed',
    time: 'Time changed',
    cancelled: 'Shift cancelled',
    other: 'Other news',
  },
  activityStatus: {
    proposed: 'Awaiting approval',
    published: 'Published',
    refused: 'Refused',
    cancelled: 'Cancelled',
  },
  summary: {
    skills: 'Skills',
    languages: 'Languages',
    availability: 'Free',
    reach: 'Reach',
    consentSms: 'Contact by SMS',
    consentEmail: 'Contact by email',
    yes: 'Yes',
    no: 'No',
    since: 'Volunteer since {{date}}',
  },
  wholeState: 'Whole state',
};

export default eng;
