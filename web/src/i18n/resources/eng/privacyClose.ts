import type bm from '../bm/privacyClose';

/** The profile's privacy page's "Close my account" section (issue 32). */
const eng: typeof bm = {
  heading: 'Close my account',
  intro:
    'You can close your account at any time. It happens at once and cannot be undone: you are signed out on every device, and your mobile number can be used to sign up again later.',
  erasedHeading: 'What we erase',
  erased: {
    account: 'Your account: name, mobile number, email, voting constituencies and password',
    consents: 'Your consents to be contacted, and their history',
    volunteer: 'Your volunteer details and your appointment as a coordinator, if any',
    places:
      'Upcoming event registrations and shifts are cancelled, and your places go to the people waiting for them',
    pages: 'Your supporter’s pages are taken down, and your name and words on them erased',
    applications:
      'Partner or expert applications and contact messages sent with your number, CV files included',
  },
  keptHeading: 'What we keep, without your name',
  kept: 'The financial records of your donations and orders (amount, date, what it was for, status and reference number) are kept for 7 years, because the law requires an organisation to keep its accounts. Your name, email, phone number, address and message are removed from them, so they no longer point to you. The attendance counts of past events stay too, without your name.',
  beforeHeading: 'Before you close your account',
  before:
    'If a payment of yours has not gone through yet, or an order has not arrived, wait until it has. You may also want to download your data before you close your account.',
  correctInstead: 'Only want to correct your details?',
  correctLink: 'Correct my details',
  formLabel: 'Close my account',
  password: 'Current password',
  passwordHint: 'So we know it is really you closing this account.',
  confirm: 'I understand that my account will be closed for good and cannot be restored.',
  confirmRequired:
    'Tick the box to confirm that you understand your account will be closed for good',
  submit: 'Close my account for good',
  submitting: 'Closing your account…',
  doneHeading: 'Your account is closed',
  done: 'We have erased your personal data and signed you out on every device. Thank you for being part of Gerakan Sektor Ketiga. You are welcome back at any time.',
  home: 'Go to the home page',
  errors: {
    paymentPending:
      'A payment of yours has not been confirmed by the bank yet. Try again once it has, usually within an hour.',
    orderUndelivered:
      'An order of yours is paid but has not arrived yet. Try again once it has, or contact us to cancel it.',
    unauthenticated: 'Your session has ended. Please sign in again to close your account.',
    tooManyRequests: 'Too many attempts. Please try again {{when}}.',
    tooManyRequestsLater: 'Too many attempts. Please try again later.',
    timeout:
      'The server took too long to answer. Check whether your account still exists, then try again.',
    network: 'No internet connection. Check your connection and try again.',
    server:
      'Sorry, something went wrong on our side. Your account is not fully closed yet: please try again in a moment.',
  },
};

export default eng;
