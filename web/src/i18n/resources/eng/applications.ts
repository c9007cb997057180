import type bm from '../bm/applications';

/** Partner and expert application forms: fields, CV picker, submission dialogs and the error catalogue. */
const eng: typeof bm = {
  form: {
    submitting: 'Submitting...',
    uploading: 'Uploading CV… {{percent}}%',
    honeypot: 'Leave this field empty',
  },
  cv: {
    choose: 'Choose file',
    none: 'No file selected',
    selected: 'Selected file: {{name}}',
    remove: 'Remove file',
  },
  partner: {
    formLabel: 'Partner application form',
    fullName: 'Full name',
    email: 'Email',
    phoneNumber: 'Phone number',
    contributionType: 'How would you like to contribute?',
    contributionPlaceholder: 'Select a contribution type',
    enterpriseType: 'Which enterprise would you like to help?',
    enterprisePlaceholder: 'Select an enterprise',
    cv: 'Upload CV / short profile',
    cvHint: 'PDF, DOC, DOCX or TXT, up to 5MB.',
    additionalComments: 'Additional comments',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    successTitle: 'Application Submitted!',
    successText:
      'Your partnership application has been submitted successfully. Thank you for applying!',
  },
  expert: {
    formLabel: 'Expert application form',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    qualification: 'Highest qualification',
    qualificationPlaceholder: 'Select a qualification',
    interest: 'Area of interest',
    interestPlaceholder: 'Select a policy area',
    cv: 'Upload CV (PDF only)',
    cvHint: 'A PDF file, up to 5MB.',
    submit: 'Submit Application',
    successTitle: 'Application Submitted!',
    successText:
      'Your expert application has been submitted successfully. Thank you for offering your expertise!',
  },
  expertPage: {
    intro:
      'The Third Sector’s policies are built with the people who know them best. If you have expertise in food security, energy, technical and vocational education, housing or education, share your experience with us.',
    next: 'Our policy team will read your application and get in touch by email or phone.',
    formHeading: 'Expert application',
  },
  dialog: {
    close: 'Close',
    errorTitle: 'Error!',
    errorText: '{{message}}. Please try again.',
    defaultError: 'Server error',
    reference: "Your application's reference:",
    nextHeading: 'What happens next',
    nextEmailed: 'We have emailed a confirmation with this reference to {{email}}.',
    nextReview:
      'Our team will review your application and contact you by email or phone about the next steps. Please quote this reference if you contact us.',
  },
  errors: {
    badRequest: 'Invalid form data. Please check all required fields and try again.',
    notFound: 'API endpoint not found. Please contact support.',
    forbidden: 'Access denied. The API may not be configured to accept requests from this domain.',
    server: 'Server error. Please try again later or contact support.',
    status: 'HTTP {{status}}: {{statusText}}',
    throttled:
      'Too many applications were sent in a short time, from your connection or with these details. Please wait 10 minutes',
    uploadUsed:
      'This uploaded file was already sent with an application. To send another application, choose the file again',
    timeout: 'Request timed out. Please check your connection and try again.',
    network: 'Network error. Please check your internet connection and try again.',
    cors: 'Cross-origin request blocked. Please contact the website administrator.',
    unknown: 'An unexpected error occurred. Please try again.',
  },
};

export default eng;
