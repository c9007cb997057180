import type bm from '../bm/activityForms';

/** The activity and shift forms shared by the staff console and the coordinator's section. */
const eng: typeof bm = {
  submitting: 'Sending...',
  activity: {
    titleBm: 'Title (Malay)',
    titleEng: 'Title (English)',
    descriptionBm: 'Description (Malay)',
    descriptionEng: 'Description (English)',
    seat: 'Parliamentary seat',
    wholeState: 'The whole state',
    online: 'Online activity',
    venueBm: 'Venue (Malay)',
    venueEng: 'Venue (English)',
    enterprise: 'Related enterprise',
    noEnterprise: 'None',
    skills: 'Skills wanted',
    skillsHint: 'Leave empty if anyone can help.',
  },
  shift: {
    mode: 'How to add',
    one: 'One shift',
    week: 'A week of shifts',
    startsAt: 'Starts (Malaysia time)',
    endsAt: 'Ends (Malaysia time)',
    firstDay: 'First day',
    days: 'Days of that week',
    dayN: 'Day {{n}}',
    startTime: 'Start time (Malaysia time)',
    endTime: 'End time (Malaysia time)',
    submit: 'Add shifts',
    added_one: '{{count}} shift added.',
    added_other: '{{count}} shifts added.',
  },
};

export default eng;
