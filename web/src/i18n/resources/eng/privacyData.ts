import type bm from '../bm/privacyData';

/** The profile's "Your data" section (issue 32): what the download holds, and the two downloads. */
const eng: typeof bm = {
  heading: 'Your data',
  intro:
    'You can download all the personal data we hold about you at any time. The file is made on the spot, usually in a few seconds.',
  holdsHeading: 'What the download holds',
  holds: {
    profile: 'Your profile and your consent to be contacted, with the history of every change',
    sessions: 'When your sign-in sessions began and end (never the session key itself)',
    places:
      'Your places at events and on shifts, waiting lists included, and your volunteer details',
    money: 'Your donations, your shop orders and the supporter pages you started',
    applications:
      'Applications and messages to us that carry your verified mobile number, with links to your CV that work for 15 minutes',
    staff: 'Every action staff took on your account or records',
  },
  json: 'Download my data (JSON)',
  jsonNote: 'To keep, or to take to another service.',
  summary: 'Download a readable summary',
  summaryNote: 'A page you can print, in English.',
  limit: 'You can download up to 6 times an hour.',
  correct:
    'If anything is wrong, correct your details on your profile, or ask us to correct or delete your data. We answer within {{days}} days.',
};

export default eng;
