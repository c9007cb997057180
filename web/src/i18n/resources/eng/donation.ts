import type bm from '../bm/donation';

/** Donation texts: /contribute, the donation form (page and home card), payment result pages. */
const eng: typeof bm = {
  contribute: {
    eyebrow: 'Contribute',
    heroTitle: 'Together, we build an economy owned by the people',
    heroText:
      'Every ringgit helps set up social enterprises that fight the cost of living and create decent jobs.',
    storyTitle: 'Why your donation matters',
    story1:
      'Gerakan Sektor Ketiga builds social enterprises: businesses owned together by communities, workers and partners, with the profit returned to the people.',
    story2:
      'Your financial support helps us counter misleading information with accurate facts, spread the idea of a Third Sector and provide start-up capital for our first seven enterprises.',
    story3:
      'Our enterprises roll out in phases from August 2025. Every donation is recorded, and you will receive a receipt by email as soon as your payment is confirmed.',
    payNote:
      'Online donations are processed securely by the eGHL payment gateway: you can pay by card or online banking.',
    formIntro: 'Fill in your details and choose how much to give.',
  },
  totals: {
    title: 'The campaign so far',
    raised: 'Raised',
    contributors: 'Contributors',
  },
  bank: {
    title: 'Bank transfer',
    intro: 'Prefer to transfer directly? Use the account details below.',
    bankName: 'Bank name',
    accountNumber: 'Account number',
    accountHolder: 'Account holder',
    note: 'Please put your name in the transfer reference so we can record your donation.',
  },
  form: {
    pageTitle: 'Crowdfund',
    cardTitle: 'Make a donation',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    phoneHint: 'Example: 012-345 6789',
    amount: 'Amount (RM)',
    amountHint: 'RM1 to RM10,000, in whole ringgit',
    currency: 'RM',
    notes: 'Notes',
    optional: '(optional)',
    pageSubmit: 'Contribute Today!',
    cardSubmit: 'Donate now',
    terms: 'By donating you agree to our <terms>Terms of Use</terms>.',
    secureNote: 'You will be taken to the secure eGHL payment page.',
    enterpriseNote: 'Your donation goes to {{name}}.',
    donorWall: 'Show my name on the donor wall',
    donorWallHint:
      'Only the name you type and the date you gave are shown, never the amount. Leave it unticked to stay anonymous.',
    identityNo: 'Identity card number',
    identityNoHint:
      'LHDN needs it on a tax-deduction receipt (approval {{reference}}). Example: 900101-14-5678',
    redirecting: 'Taking you to the secure payment page…',
    errors: {
      validation: 'Please check the highlighted fields and try again.',
      origin: 'Donations cannot start from this page. Please open our official site and try again.',
      tooMany: 'Too many attempts. Please wait a moment and try again.',
      network: 'Network error. Please check your internet connection and try again.',
      server: 'Server error. Please try again in a moment.',
    },
  },
  result: {
    verifying: 'Verifying your payment…',
    success: 'Transaction Successful',
    thanks: 'Thank you for your contribution! A receipt is on its way to your email.',
    failed: 'Transaction Failed',
    // A shop order's payment (issue 31).
    orderConfirmed: 'Your order is confirmed. A receipt listing its items has been emailed to you.',
    viewOrder: 'View your order',
    orderReleased:
      'The items of this order were released. Your cart is kept, so you can try again.',
    backToCart: 'Back to the cart',
    failedHelp: 'Your payment did not go through. You can try again.',
    cancelled: 'Transaction Cancelled',
    cancelledHelp:
      'You cancelled the payment on the payment page, so nothing was charged. You can donate again whenever you are ready.',
    invalid: 'Transaction Invalid',
    invalidHelp:
      "We could not verify this transaction, so its link's details are not shown. If you have paid, please contact us with your Payment ID.",
    checkFailed: 'We could not check your payment right now.',
    retry: 'Try again',
    details: 'Transaction details',
    paymentStatus: 'Payment Status',
    paymentId: 'Payment ID',
    amount: 'Amount (RM)',
    time: 'Transaction Time',
    statusSuccess: 'Successful',
    statusFailed: 'Failed',
    statusInvalid: 'Invalid',
    statusCancelled: 'Cancelled',
    statusPending: 'Pending',
    tryAgain: 'Donate again',
    returnHome: 'Return Home',
  },
  pending: {
    pleaseWait: 'Please wait ...',
    title: 'Transaction pending',
    text: "Your bank has not confirmed this payment yet. We'll show the result as soon as it arrives, and email you a receipt once the payment gateway confirms it.",
    checking: 'Checking the payment status…',
    recheck: 'Your bank has not decided yet. We will check again in {{seconds}} s…',
    stillPending:
      'Your bank has still not confirmed this payment, and this can take a while. You will receive a receipt by email as soon as it succeeds. Check again later, or contact us with your Payment ID.',
    checkFailed:
      'We could not check the payment status right now. Please check your internet connection and try again.',
    checkAgain: 'Check again',
    notFoundTitle: 'We could not find this payment',
    notFoundText:
      'No donation has this Payment ID. Please check the link you followed. If money has left your account, contact us with the Payment ID your bank shows.',
    donate: 'Make a donation',
  },
};

export default eng;
