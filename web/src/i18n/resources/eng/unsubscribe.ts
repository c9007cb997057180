import type bm from '../bm/unsubscribe';

/** The page an email's link to stop broadcasts opens (`/en/unsubscribe?t=`, issue 32), in English. */
const eng: typeof bm = {
  title: 'Stop these messages',
  description: 'Stop receiving broadcast emails from Gerakan Sektor Ketiga.',
  heading: 'Stop receiving our messages',
  loading: 'Checking your link…',
  what: {
    email: {
      news: 'News and appeal emails from Gerakan Sektor Ketiga',
      activity: 'Emails about activities and events from Gerakan Sektor Ketiga',
    },
    sms: {
      news: 'News and appeal texts from Gerakan Sektor Ketiga',
      activity: 'Texts about activities and events from Gerakan Sektor Ketiga',
    },
  },
  ask: 'This link stops:',
  keeps:
    'The other messages you agreed to, and messages about your donations, orders and account, are not affected.',
  stop: 'Stop these emails',
  stopping: 'Stopping…',
  done: {
    heading: 'You will not receive them any more',
    body: 'We have recorded your choice. A message already on its way may still arrive shortly.',
  },
  already: {
    heading: 'You have already stopped them',
    body: 'We no longer send you these messages. There is nothing more to do.',
  },
  change: 'Want them again, or to change another choice? Sign in and open your privacy page.',
  changeLink: 'My privacy page',
  invalid: {
    heading: 'This link is not valid',
    body: 'It may have been cut short when copied. Open the whole link in the email again, or sign in to change your choices on your privacy page.',
    request: 'Cannot sign in? Send us a request and we will see to it.',
    requestLink: 'Personal data request form',
  },
  failed: 'We could not check this link just now. Please try again shortly.',
  busy: 'Too many attempts. Please try again shortly.',
  retry: 'Try again',
};

export default eng;
