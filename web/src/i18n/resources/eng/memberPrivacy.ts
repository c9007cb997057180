import type bmCatalogue from '../bm/memberPrivacy';

/** The member's privacy page (see the Malay catalogue). */
const eng: typeof bmCatalogue = {
  signedOut: 'Sign in to choose the messages you receive and manage your data.',
  signIn: 'Sign in',
  back: 'Back to my profile',
  consents: {
    heading: 'Messages you receive',
    lead: 'Choose how we may contact you. Each choice is saved at once, with the time and the words you saw.',
    always:
      'Verification codes, donation receipts and confirmations of what you did (such as a registration, a cancellation or a place from a waiting list) always come, whatever you choose here.',
    activity: 'About my registrations, shifts and volunteer activities',
    news: 'News and appeals',
    loading: 'Loading your choices...',
    loadFailed: 'Your choices could not be loaded.',
    retry: 'Try again',
    saving: 'Saving...',
    given: 'Agreed on {{date}}, {{source}}.',
    withdrawn: 'Withdrawn on {{date}}, {{source}}.',
    never: 'Not agreed.',
    sources: {
      'sign-up': 'when you signed up',
      profile: 'on this page',
      'volunteer-form': 'on the volunteer form',
      unsubscribe: 'through an unsubscribe link',
    },
    savedGiven: 'Saved: {{choice}}.',
    savedWithdrawn: 'Saved: you will no longer receive these messages ({{channel}}, {{purpose}}).',
    channels: { sms: 'SMS', email: 'email' },
    failed: 'Your choice could not be saved. Please try again.',
    unauthenticated: 'Your session has ended. Please sign in again.',
    tooMany: 'Too many changes in a short time. Please try again in a little while.',
    noEmail:
      'You have not added an email address. Emails are sent once you add one to your profile.',
  },
};

export default eng;
