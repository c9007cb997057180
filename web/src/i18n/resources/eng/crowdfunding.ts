import type bm from '../bm/crowdfunding';

/** Crowdfunding texts: the campaigns, a campaign's page, starting a supporter's page, a supporter's page. */
const eng: typeof bm = {
  meta: {
    crowdfund: {
      title: 'Campaigns',
      heading: 'Fundraising campaigns',
      description:
        'Gerakan Sektor Ketiga’s fundraising campaigns: goals, amounts raised, contributors and days left.',
    },
    campaign: {
      title: 'Campaign',
      description: 'A fundraising campaign of Gerakan Sektor Ketiga and how to give to it.',
    },
    startFundraiser: {
      title: 'Start a fundraising page',
      description: 'Start your own fundraising page for a Gerakan Sektor Ketiga campaign.',
    },
    fundraiser: {
      title: 'Supporter’s page',
      description: 'A supporter’s fundraising page for a Gerakan Sektor Ketiga campaign.',
    },
  },
  list: {
    running: 'Running campaigns',
    upcoming: 'Coming soon',
    ended: 'Past campaigns',
    loading: 'Loading campaigns…',
    empty: 'Nothing found',
    error: 'The campaigns could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    startsOn: 'Starts {{date}}',
    endedOn: 'Ended {{date}}',
  },
  progress: {
    label: 'Campaign progress',
    raised: '{{raised}} raised of a {{goal}} goal',
    percent: '{{percent}}% of the goal',
    contributors_one: '{{count}} contributor',
    contributors_other: '{{count}} contributors',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    lastDay: 'Last day',
    reached: 'Goal reached: {{raised}} raised of {{goal}}.',
    endedShort: 'Ended with {{raised}} raised of {{goal}}.',
    cancelled: 'This campaign was cancelled.',
    upcoming: 'Starts on {{date}}.',
  },
  campaign: {
    back: 'All campaigns',
    for: 'For {{name}}',
    movement: 'For the movement as a whole',
    dates: '{{start}} to {{end}} (Malaysia time)',
    story: 'The story',
    updates: 'Updates',
    noUpdates: 'No updates yet. We will share news of the campaign here.',
    postedOn: 'Posted on {{date}}',
    give: 'Give to this campaign',
    endedGive: 'This campaign has ended. Your donation now goes straight to {{name}}.',
    endedGiveMovement:
      'This campaign has ended. Your donation now goes to the movement as a whole.',
    notYet: 'This campaign has not started yet. You can give as soon as it opens.',
    topPages: 'Top supporters’ pages',
    topPagesEmpty: 'No supporters’ pages yet. Be the first!',
    pageBy: 'by {{name}}',
    wall: 'Donor wall',
    wallNote: 'Donors who chose to be named. Amounts are never shown.',
    wallEmpty: 'No names here yet. Be the first to be named!',
    wallOn: 'on {{date}}',
    start: 'Start your own fundraising page',
    startLead:
      'Running, cycling or celebrating a birthday for this campaign? Make your own page and ask your friends to give.',
    share: 'Share the campaign {{title}}',
    error: 'This campaign could not be loaded. Check your connection and try again.',
  },
  start: {
    heading: 'Start your fundraising page',
    lead: 'For the campaign “{{title}}”. Our staff review your page before it goes public.',
    title: 'Page title',
    titleHint: 'For example: Run for Kesum',
    story: 'Your story',
    storyHint: 'Why does this campaign matter to you? No website links.',
    goal: 'Your goal (RM)',
    goalHint: 'At least RM50, and no more than the campaign’s goal ({{goal}})',
    currency: 'RM',
    submit: 'Send for review',
    signInToSubmit: 'Sign up or sign in to send',
    signedOutNote:
      'You need to be a member to start a page. What you type is kept while you sign up or sign in.',
    sending: 'Sending…',
    sent: 'Your page has been sent for approval',
    sentDetail:
      'We will review it as soon as we can. Once it is approved, your page’s short link appears in your profile, ready to share.',
    profile: 'Go to my profile',
    backToCampaign: 'Back to the campaign',
    notRunning: 'A supporter’s page can only be started while the campaign is running.',
    errors: {
      validation: 'Please check the highlighted fields and try again.',
      campaign_not_running: 'This campaign is no longer running, so a new page cannot be started.',
      campaign_not_found: 'This campaign could not be found.',
      fundraiser_exists: 'You already have a page for this campaign. See it in your profile.',
      fundraiser_goal_too_high: 'Your goal cannot be more than the campaign’s goal ({{goal}}).',
      sessionEnded: 'Your session has ended. Please sign in again.',
      tooMany: 'Too many attempts. Please wait a moment and try again.',
      failed: 'Your page could not be sent. Please try again in a moment.',
    },
  },
  fundraiser: {
    by: '{{name}}’s fundraising page',
    supports: 'Supporting the campaign',
    progressLabel: 'This page’s progress',
    give: 'Give through {{name}}’s page',
    share: 'Share the page {{title}}',
    notFound: 'No page found',
    notFoundDetail:
      'This page does not exist or has not been approved yet. Check the link you were sent, or see our campaigns.',
    allCampaigns: 'See all campaigns',
    error: 'This page could not be loaded. Check your connection and try again.',
    ended: 'The campaign this page supports has ended. Thank you to everyone who gave!',
  },
  running: {
    label: 'Running campaign',
    view: 'See the campaign',
  },
};

export default eng;
