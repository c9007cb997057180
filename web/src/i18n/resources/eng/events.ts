import type bm from '../bm/events';

/** Programmes and events: the list, an event's page, registration and the home page's invitation. */
const eng: typeof bm = {
  list: {
    heading: 'Programmes and events',
    lead: 'Join Gerakan Sektor Ketiga’s upcoming programmes and events. Members register in one click.',
    loading: 'Loading programmes…',
    empty: 'Nothing found',
    error: 'The programmes could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    registered: 'You are registered for this event',
  },
  facts: {
    when: 'When',
    where: 'Where',
    online: 'Online',
    malaysiaTime: 'Malaysia time',
    places: 'Places',
    placesLeft_one: '{{count}} place left',
    placesLeft_other: '{{count}} places left',
    registration: 'Registration',
    state: {
      open: 'Open',
      full: 'Full',
      closed: 'Closed',
    },
  },
  event: {
    back: 'All programmes',
    about: 'About this event',
    loading: 'Loading the event…',
    error: 'This event could not be loaded. Check your connection and try again.',
  },
  registration: {
    heading: 'Registration',
    signedOut: 'Sign in or create a member account to register for this event.',
    signIn: 'Sign in to register',
    signUp: 'Create an account',
    prompt: 'You are registering as {{name}}. Press the button below to confirm your place.',
    confirm: 'Confirm registration',
    sending: 'Registering…',
    registered: 'Registration successful',
    registeredDetail: 'Your place is booked. See you there!',
    alreadyRegistered: 'Already registered',
    alreadyRegisteredDetail: 'Your place at this event is already booked.',
    full: 'Sorry, this event is full.',
    closed: 'Registration for this event is closed.',
    sessionEnded: 'Your session has ended. Please sign in again to register.',
    tooMany: 'Too many attempts. Please try again shortly.',
    failed: 'Your registration could not be sent. Please try again.',
  },
  invitation: {
    title: 'Join us at our next event',
    lead: 'Our next featured event:',
    view: 'See the event',
    later: 'Maybe later',
    close: 'Close',
  },
  // An event's fundraising (issue 30).
  fundraising: {
    heading: 'Fundraising',
    label: 'Event fundraising progress',
    raised: '{{raised}} raised of a {{goal}} goal',
    percent: '{{percent}}% of the goal',
    contributors_one: '{{count}} contributor',
    contributors_other: '{{count}} contributors',
    loading: 'Loading the amount raised…',
    error: 'The amount raised cannot be loaded right now.',
    give: 'Give at this event',
    note: 'Donations made through this page count towards the event’s goal.',
  },
};

export default eng;
