import type bm from '../bm/faq';

/**
 * The FAQ: what donors, partners and members ask. `{{…}}` values come from core's facts (the
 * terms' and the privacy statement's numbers and addresses), so the answers follow them.
 */
const eng: typeof bm = {
  groups: {
    donors: 'Donations',
    partners: 'Partners and experts',
    data: 'Personal data and contact',
  },
  items: {
    use: {
      question: 'How is my donation used?',
      answer:
        'If you do not choose an enterprise, your donation supports the movement’s work as a whole: countering misleading information with accurate facts, spreading the idea of a Third Sector and providing start-up capital for our first seven enterprises. If you choose one, we apply your donation to it; should that enterprise be unable to use it, for example because it does not open, we apply it to another enterprise or to the movement’s work with the same purpose, and we tell you. The amounts raised on the website are updated from confirmed payments.',
    },
    receipt: {
      question: 'Will I get a receipt?',
      answer:
        'Yes. As soon as the payment gateway confirms your payment, we email a receipt to the address you gave, in the language you donated in, with your Payment ID. Keep it as your record and quote the Payment ID if you contact us about the donation. If it has not arrived within an hour, check your spam folder, then contact us.',
    },
    tax: {
      question: 'Is my donation tax-deductible?',
      answer:
        'No. In Malaysia, only institutions and organisations approved under section 44(6) of the Income Tax Act 1967 may issue receipts that let donors claim a tax deduction. Our receipts are not tax-exemption receipts, so donations to the movement cannot be deducted from your taxable income.',
    },
    bank: {
      question: 'Can I donate by bank transfer?',
      answer:
        'Yes. Transfer your donation to the account below (also shown on the Contribute page) and put your name in the transfer reference so we can record your donation. Bank transfers do not pass through the payment gateway, so no receipt is emailed automatically: if you would like one, send us your name, the amount and the date of the transfer through the contact page.',
      details: 'The account details are on the Contribute page.',
      bankName: 'Bank name',
      accountNumber: 'Account number',
      accountHolder: 'Account holder',
    },
    refund: {
      question: 'Can I get a refund?',
      answer:
        'Donations are not refundable, except for mistakes: if you donated a wrong amount or paid twice, contact us within {{days}} days with your Payment ID and we will refund a verified mistake to the original payment method. Merchandise from our shop may be returned or exchanged within {{returnDays}} days; refunds for returned items are paid within {{refundDays}} days of our receiving them. The Terms of Use give the details.',
    },
    partner: {
      question: 'How do I become a partner?',
      answer:
        'Each enterprise needs three kinds of partner: equity partners, who provide capital (the model’s sample return is {{equity}} a year); asset partners, who rent out premises or equipment at {{asset}} below the market rate; and operations partners, who contribute their work and skills to running the enterprise. Choose an enterprise on the Support Us page and fill in the Become a Partner form on its page; our team will contact you.',
    },
    agreement: {
      question: 'Is becoming a partner the same as donating?',
      answer:
        'No. Becoming an equity or asset partner is governed by a separate written agreement between you and the enterprise, which sets out the return and the risks. Nothing on the website is an offer of securities or investment advice.',
    },
    expert: {
      question: 'I have expertise in a policy area. How can I help?',
      answer:
        'Our five policy areas are shaped with the people who know them best. Read our radical policies, then apply on the Expert Contribution page with your CV as a PDF.',
    },
    data: {
      question: 'What happens to my personal data?',
      answer:
        'We use your details only to process your donation or application, send your receipt and answer your messages. You may ask to see, correct or delete your personal data; we handle such requests within {{days}} days. Write to {{email}} or use the contact page. The Privacy Policy explains what we collect and how long we keep it.',
    },
    contact: {
      question: 'How can I reach your team?',
      answer:
        'Use the contact page: your message reaches our team by email and you receive an acknowledgement. We answer by email as soon as we can.',
    },
  },
  links: {
    contribute: 'Go to the Contribute page',
    terms: 'Read the Terms of Use',
    supportUs: 'See our enterprises',
    policies: 'Our radical policies',
    expert: 'Apply as an expert',
    privacy: 'Read the Privacy Policy',
    contact: 'Contact us',
  },
  more: {
    heading: 'Your question is not here?',
    text: 'Write to us and our team will answer it.',
  },
};

export default eng;
