import type bm from '../bm/places';

/** A member's place on a shift or an event: in, waiting, cancel, calendar. */
const eng: typeof bm = {
  confirmed: 'You’re in',
  waiting: 'You’re number {{position}} on the waiting list',
  waitingDetail:
    'If someone cancels, their place goes to the first person on the list automatically and we text you.',
  joinWaiting: 'Join the waiting list',
  joining: 'Joining…',
  cancel: 'Cancel',
  cancelWaiting: 'Leave the waiting list',
  cancelling: 'Cancelling…',
  confirmTitle: 'Cancel your place?',
  confirmBody:
    'Your place goes to the next person on the waiting list. You can sign up again if places are left.',
  confirmYes: 'Yes, cancel',
  confirmNo: 'Keep my place',
  close: 'Close',
  cancelled: 'Your place was cancelled.',
  calendar: 'Add to calendar',
  full: 'Full: no places left.',
  closed: 'Sign-ups are closed.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  tooMany: 'Too many attempts. Please try again in a moment.',
  failed: 'Your request could not be sent. Please try again.',
};

export default eng;
