import { staffLabelsEng } from '@gsk/core/staff/labels-eng';
import type bm from '../bm/staff';

/**
 * The staff console (`/en/staff`): its sign-in with the second factor, session checks,
 * navigation, dashboard, donations and audit trail. Loaded on the console's pages only.
 */
const eng: typeof bm = {
  console: 'Staff Console',
  description:
    "Gerakan Sektor Ketiga's staff console: donations, applications, messages and events.",
  skipToContent: 'Skip to content',
  pages: {
    signIn: 'Staff Sign In',
    checking: 'Checking Session',
    notStaff: 'Not a Staff Account',
    dashboard: 'Dashboard',
    donations: 'Donations',
    donation: 'Donation Details',
    audit: 'Audit Trail',
    notFound: 'Page Not Found',
  },
  nav: {
    label: 'Console navigation',
    menu: 'Console menu',
    openMenu: 'Open the console menu',
    closeMenu: 'Close the console menu',
    signedInAs: 'Signed in as {{name}}',
    dashboard: 'Dashboard',
    donations: 'Donations',
    applications: 'Applications',
    messages: 'Messages',
    events: 'Programmes & events',
    volunteers: 'Volunteers',
    coordinators: 'Coordinators',
    activities: 'Activities',
    map: 'Map',
    campaigns: 'Campaigns',
    fundraisers: "Supporters' Pages",
    disbursements: 'Disbursements',
    // The shop (issue 31).
    shopOrders: 'Shop orders',
    shopProducts: 'Shop products',
    shopSettings: 'Shop settings',
    // Requests about personal data (issue 32, part C4).
    privacyRequests: 'Data requests',
    audit: 'Audit trail',
    signOut: 'Sign out',
    signingOut: 'Signing out...',
    // Broadcasts (issue 32, part W).
    broadcasts: 'Broadcasts',
  },
  signIn: {
    intro:
      "Sign in with your staff account's mobile number and password. We text you a verification code at every sign-in.",
    form: 'Staff sign-in form',
    submit: 'Sign in',
  },
  session: {
    checking: 'Checking your session...',
    failed: 'Your session could not be checked.',
    retry: 'Try again',
    notStaffText:
      'You are signed in, but this account is not a staff account. Sign out and sign in with a staff account to use the console.',
    home: 'Go to the home page',
  },
  notFound: {
    text: 'There is no console page at this address.',
    back: 'Back to the dashboard',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    loadMore: 'Load more',
    loadingMore: 'Loading more...',
    none: '—',
    count: '{{count}}',
    countMore: 'More than {{count}}',
    all: 'All',
  },
  errors: {
    paymentNotFound: 'No donation has this ID.',
    exportTooLarge: 'Too many rows to export. Please narrow the search.',
    badRequest: 'This request could not be processed. Please reload the page and try again.',
    validation: 'Please check the fields marked.',
    unauthenticated: 'Your session has ended. Please sign in again.',
    forbidden: 'This account is not a staff account.',
    refused: 'This request was refused. Please reload the page and try again.',
    tooManyRequests: 'Too many attempts. Please try again shortly.',
    server: 'Something went wrong on our side. Please try again shortly.',
    network: 'Could not reach the server. Check your internet connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    unknown: 'Something unexpected went wrong. Please try again.',
  },
  statuses: staffLabelsEng.paymentStatuses,
  attention: {
    open: 'Awaiting the gateway',
    review: 'Needing review',
    emails: 'Emails unsent',
  },
};

export default eng;
