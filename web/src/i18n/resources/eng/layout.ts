import type bm from '../bm/layout';

/** The shell's texts (navigation, footer, 404, error screen) and every page's title and description. */
const eng: typeof bm = {
  common: {
    required: 'required',
    optional: 'optional',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    opensInNewTab: '(opens in a new tab)',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    supportUs: 'Support Us',
    contribute: 'Contribute',
    policies: 'Radical Policies',
    faq: 'FAQ',
    contact: 'Contact',
    more: 'More',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    language: 'Language',
    programmes: 'Programmes',
    volunteer: 'Volunteer',
    signIn: 'Sign in',
    profile: 'My Profile',
    // Crowdfunding and the public ledger (issue 30): the footer's links.
    crowdfund: 'Crowdfund',
    moneyTrail: 'Where the Money Went',
    // The shop (issue 31).
    shop: 'Shop',
  },
  footer: {
    tagline:
      'Social enterprises owned by the people: fighting the cost of living, creating decent jobs, returning profit to the community.',
    explore: 'Explore',
    followUs: 'Follow us',
    terms: 'Terms of Use',
    privacyPolicy: 'Privacy Policy',
    privacyRequest: 'Personal Data Request',
    help: 'Help',
    expertContribution: 'Expert Contribution',
    copyright: '© {{year}} {{name}}. All rights reserved.',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'Twitter',
      youtube: 'YouTube',
    },
  },
  notFound: {
    title: 'Page Not Found.',
    description: 'The link may be out of date or mistyped.',
    back: 'Back',
  },
  routeError: {
    title: 'Unexpected Application Error!',
    translation: 'Something went wrong while showing this page.',
    reload: 'Reload the page',
    home: 'Back to the home page',
  },
  tinyScreen: {
    message: 'This screen is too small. Please open the site on a larger screen.',
  },
  pages: {
    home: {
      title: 'Home',
      heading: 'A Third Sector for the people',
      description:
        'Gerakan Sektor Ketiga builds people-owned social enterprises to fight the cost of living and create decent jobs.',
    },
    policies: {
      title: 'Radical Policies',
      heading: 'Five policy areas',
      description:
        'Five policy areas for the Third Sector: food security, energy and renewables, vocational and technical education, affordable and sustainable housing, and democratising education.',
    },
    contribute: {
      title: 'Contribute',
      heading: 'Contribute',
      description:
        'Your financial support helps us counter misleading information with accurate facts and build the people’s social enterprises.',
    },
    transactionStatus: {
      title: 'Transaction Status',
      heading: 'Payment Status',
      description: 'The result of your donation payment.',
    },
    transactionPending: {
      title: 'Transaction pending',
      heading: 'Transaction pending',
      description: 'Your payment is being confirmed.',
    },
    terms: {
      title: 'Terms of Use',
      heading: 'Terms of Use',
      description: 'Terms of use of the Gerakan Sektor Ketiga website and apps.',
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      heading: 'Privacy Statement',
      description: 'How Gerakan Sektor Ketiga collects, uses and protects your personal data.',
    },
    supportUs: {
      title: 'Support Us',
      heading: 'Support the movement. Empower the change',
      description: 'Support the first seven social enterprises of Gerakan Sektor Ketiga.',
    },
    supportEnterprise: {
      title: 'All Enterprises',
      heading: 'All Enterprises',
      description:
        'Find social enterprises by category, name or location, and choose the one you want to support.',
    },
    enterprise: {
      title: 'Our Enterprise',
      heading: 'Our Enterprise',
      description: 'Meet this social enterprise, how it works and the partners it needs.',
    },
    expertContribution: {
      title: 'Expert Contribution',
      heading: 'Contribute your expertise',
      description: 'Join the experts shaping the policies of the Third Sector.',
    },
    contact: {
      title: 'Contact Us',
      heading: 'Contact us',
      description:
        'A question about donations, partnerships or the movement? Send us a message and our team will answer by email.',
    },
    faq: {
      title: 'Frequently Asked Questions',
      heading: 'Frequently asked questions',
      description:
        'Answers for donors, partners and members: how donations are used, receipts and tax, bank transfer, refunds, partnerships and personal data.',
    },
    programmes: {
      title: 'Programmes',
      heading: 'Programmes and events',
      description:
        'Gerakan Sektor Ketiga’s upcoming programmes and events: dates, venues, places left and member registration.',
    },
    volunteer: {
      title: 'Volunteer',
      heading: 'Become a volunteer',
      description:
        'Volunteer with Gerakan Sektor Ketiga: help seven people-owned social enterprises fight the cost of living and create jobs, where you live.',
    },
    activity: {
      title: 'Volunteer activity',
      heading: 'Volunteer activity',
      description:
        'A volunteer activity of Gerakan Sektor Ketiga, its shifts and how members sign up.',
    },
    event: {
      title: 'Event',
      heading: 'Event',
      description: 'An event of Gerakan Sektor Ketiga and how members register for it.',
    },
    signUp: {
      title: 'Sign Up',
      heading: 'Become a member',
      description:
        'Join the movement: sign up with your mobile number and your voting constituencies to register for programmes and events.',
    },
    signIn: {
      title: 'Sign In',
      heading: 'Sign in',
      description: 'Sign in with your mobile number and password.',
    },
    forgotPassword: {
      title: 'Forgot Password',
      heading: 'Forgot password',
      description: 'Set a new password with a verification code sent to your mobile number.',
    },
    profile: {
      title: 'My Profile',
      heading: 'My profile',
      description: 'Your membership details, your programme registrations and your password.',
    },
    // Personal data, consent (issue 32, C1): the member's privacy page.
    privacySettings: {
      title: 'Privacy & Your Data',
      heading: 'Privacy & your data',
      description:
        'Choose the messages you receive from us, and manage the personal data we hold about you.',
    },
    coordinator: {
      title: 'Coordinator Hub',
      heading: 'Coordinator hub',
      description: 'Volunteers, activities and shifts in your areas.',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist.',
    },
  },
};

export default eng;
