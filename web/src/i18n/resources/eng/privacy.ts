import type bm from '../bm/privacy';

/** Labels around the privacy statement; the statement itself comes from @gsk/core/content. */
const eng: typeof bm = {
  translation: 'Translation',
  readMalay: 'Read the original in Malay',
  seeTerms: 'Read our Terms of Use too',
  makeRequest: 'Ask for a copy, a correction or the deletion of your personal data',
  // The personal data request page (issue 32, part C4): the form, its code and the receipt.
  request: {
    meta: {
      title: 'Personal Data Request',
      description:
        'Ask for a copy, a correction or the deletion of your personal data, or withdraw your consent. We answer within 21 days.',
    },
    heading: 'Personal data request',
    lead: 'You have the right to know what personal data we hold about you, to correct it, to ask us to delete it, to take it as a file elsewhere, and to withdraw your consent. We answer every request within 21 days.',
    member:
      'Have an account? You can download your data, correct your details or close your account yourself on your profile page.',
    memberLink: 'Personal data in my profile',
    proof:
      'To protect your data, we send a verification code to the mobile number or email you give. Your request is recorded only once that code is confirmed.',
    honeypot: 'Leave this field empty',
    policyLink: 'Read our privacy notice',
    form: {
      label: 'Personal data request form',
      kind: 'What are you asking for?',
      kinds: {
        access: 'A copy of my personal data',
        correction: 'A correction of my personal data',
        deletion: 'The deletion of my personal data',
        portability: 'My data as a file to take elsewhere',
        'withdraw-consent': 'Withdrawing my consent to be contacted',
        other: 'Another request about my personal data',
      },
      name: 'Full name',
      contactBy: 'Send the code and our answer to me by',
      contactByMobile: 'Mobile (SMS)',
      contactByEmail: 'Email',
      mobile: 'Mobile number',
      mobileHint: 'The number we hold for you, for example 012-345 6789.',
      email: 'Email',
      emailHint: 'The email we hold for you.',
      details: 'Details',
      detailsHint:
        'For a correction, say what is wrong and what is right. You may also tell us anything that helps us find your records.',
      submit: 'Send verification code',
      sending: 'Sending...',
    },
    code: {
      heading: 'Enter the verification code',
      sentMobile: 'We have sent a 4-digit code by SMS to {{to}}.',
      sentEmail: 'We have sent a 4-digit code to {{to}}. Please check your spam folder too.',
      expires: 'The code is valid for 5 minutes.',
      label: 'Verification code',
      submit: 'Confirm and send my request',
      checking: 'Confirming...',
      again: 'Send a new code',
      change: 'Change my request',
    },
    received: {
      heading: 'We have received your request',
      reference: 'Your reference: {{reference}}',
      due: 'We will answer by {{date}} at the latest.',
      sentMobile: 'We have also sent you this reference by SMS.',
      sentEmail: 'We have also sent you this reference by email.',
      another: 'Make another request',
    },
    errors: {
      tooManyRequests:
        'Too many requests in a short time. Please try again in {{minutes}} minutes.',
      challengeGone: 'This code has expired or was already used. Please send your request again.',
      network: 'We cannot reach our server. Check your internet connection and try again.',
      server:
        'Something went wrong on our side. Your request was not sent; please try again shortly.',
    },
  },
};

export default eng;
