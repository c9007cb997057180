import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  DONATION_MAX_AMOUNT,
  DONATION_MIN_AMOUNT,
  EQUITY_RETURN_PERCENT_PER_YEAR,
  PRIVACY_RESPONSE_DAYS,
  RETURN_WINDOW_DAYS,
  TRACKED_SHIPPING_ABOVE_RM,
} from '../constants';
import { formatRinggit } from '../i18n/money';
import { sitePaths } from '../paths';
import { dl, p, ul } from './blocks';
import { enterpriseNamesText, percentText } from './figures';
import {
  COMPLAINT_RESPONSE_DAYS,
  CONTACT_EMAIL,
  DELIVERY_CLAIM_DAYS,
  DONATION_ERROR_REPORT_DAYS,
  FORCE_MAJEURE_TERMINATION_DAYS,
  MINIMUM_AGE,
  REFUND_DAYS,
  TERMS_EFFECTIVE,
} from './legal-facts';
import type { LegalDocument } from './types';

const rm = (amount: number) => formatRinggit(amount, 'eng');

/** The terms of use in English. */
export function termsEng(): LegalDocument {
  return {
    title: 'Terms of Use',
    effective: TERMS_EFFECTIVE,
    intro: [
      p(
        'These Terms of Use govern your use of the website of Gerakan Sektor Ketiga (“the Movement”, “we”, “us”) and of the apps, online forms, crowdfunding and shop that we operate (together, “the Services”). By using the Services you agree to these Terms. If you do not agree, please do not use the Services.',
      ),
      p(
        `These Terms are published in Malay and English; if the two versions differ, the Malay version prevails. Questions about them are welcome at ${CONTACT_EMAIL}.`,
      ),
    ],
    sections: [
      {
        id: 'basics',
        heading: 'Basics of use',
        blocks: [
          p(
            'You may use the Services for lawful, personal and non-commercial purposes: to learn about the Movement, its enterprises and its policies, to donate, to apply as a partner or expert, and to share our pages.',
          ),
          p('When you use the Services you agree not to:'),
          ul([
            'give false information in any form, or donate or apply in another person’s name without their permission;',
            'upload files that contain malicious code, or content that is unlawful, defamatory, obscene or infringes anyone’s rights;',
            'try to gain unauthorised access to the Services, our systems or other people’s data, or to disrupt or overload them;',
            'collect data from the Services by automated means without our written permission;',
            'use the Services to harass anyone or to spread misleading information in the Movement’s name.',
          ]),
          p(
            `You must be at least ${MINIMUM_AGE} years old to donate, to apply as a partner or expert, or to open an app account. Younger visitors may read the website, and may use the apps only with the consent of a parent or guardian.`,
          ),
          p(
            'The information on the website is general information. We take care that it is accurate, but our policy briefs set out the Movement’s views, and figures such as partner returns and profit splits are samples that illustrate the model, not promises. To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of the Services.',
          ),
          p(
            'Links to other websites, such as social media and the payment gateway, are given for convenience. We are not responsible for their content or their privacy practices.',
          ),
          p(
            'We may improve the Services, pause them for maintenance, or change these Terms. A change takes effect when it is published on this page with a new effective date, and we will announce significant changes on the website. If you continue to use the Services after a change, you accept the new Terms.',
          ),
        ],
      },
      {
        id: 'digital-apps',
        heading: 'Digital apps',
        blocks: [
          p(
            `The Movement’s companion app lets account holders register for programmes and events. You sign in with your mobile number and a password of at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters.`,
          ),
          p(
            'You are responsible for keeping your password secret and for everything done under your account. Tell us at once if you think someone has used your account without your permission. One-time codes (OTP) sent to your phone are for you alone: never share them with anyone, including people who say they work for the Movement.',
          ),
          p(
            'The details you give when you register, such as your full name as in your identity card, your mobile number, your voting state and your parliamentary and state (DUN) constituencies, must be true and kept up to date. We use them to manage registrations and to invite you to programmes near you, as our Privacy Policy explains.',
          ),
          p(
            'Registering for a programme or event does not guarantee a place. Places may be limited, and we may change or cancel an event; if we do, we will tell those who registered.',
          ),
          p(
            'We may suspend or close an account that breaks these Terms or is used to mislead or harm others. You may ask us to close your account at any time.',
          ),
          p(
            'The apps are provided as they are. We work to keep them available and secure, but we do not promise that they will always be free of errors or interruptions.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        blocks: [
          p(
            'The website and the apps, their design, text, illustrations and software, the Movement’s name and logo and the names of its enterprises belong to the Movement or are licensed to it, and are protected by the Copyright Act 1987 and the Trademarks Act 2019.',
          ),
          p(
            'You may view, download and print our pages and documents for personal, non-commercial use. Our policy briefs and overview may be shared freely and quoted with acknowledgement of “Gerakan Sektor Ketiga” as the source, provided they are not altered or sold.',
          ),
          p(
            'You may not use the Movement’s name or logo, or the names of its enterprises, in a way that suggests our endorsement, for commercial purposes or for political campaigning, without our written permission.',
          ),
          p(
            'Material you send us, such as comments, a CV or suggestions for our policies, remains yours. You give us a free licence to use it for the purpose for which you sent it. We never publish your CV or your personal details.',
          ),
        ],
      },
      {
        id: 'data-protection',
        heading: 'Data protection',
        blocks: [
          p(
            `We handle personal data in line with the Personal Data Protection Act 2010 and its amendments. Our Privacy Policy (/privacy-policy) explains what we collect, why, how long we keep it and your rights, including your right to access, correct and ask us to delete your data; we answer such requests within ${PRIVACY_RESPONSE_DAYS} days.`,
          ),
          p(
            'By submitting a form you confirm that the information in it is accurate, and that it is about you or that you have permission to give it.',
          ),
          p(
            'Card and online-banking payments are processed by our licensed payment gateway, eGHL, on its secure payment page. We never see or store your full card number or your banking password.',
          ),
        ],
      },
      {
        id: 'crowdfunding',
        heading: 'Crowdfunding and donations',
        blocks: [
          p(
            `Donations are voluntary contributions to the Movement and its enterprises. Each online donation is a whole amount in ringgit (MYR) from ${rm(DONATION_MIN_AMOUNT)} to ${rm(DONATION_MAX_AMOUNT)}.`,
          ),
          p(
            'A donation is complete only when the payment gateway confirms that the payment succeeded. The status page shows you the result and we email you a receipt. If a payment is still pending, we check it with the gateway and update its status; you are never charged twice for one donation.',
          ),
          p(
            'If you give by bank transfer, use the account details shown on the Contribute page and keep your bank’s reference. A transfer is recorded when it reaches our account.',
          ),
          p(
            'If you do not choose an enterprise, your donation supports the Movement’s work as a whole. If you choose one, we apply your donation to it; should that enterprise be unable to use it, for example because it does not open, we apply it to another enterprise or to the Movement’s work with the same purpose, and we tell you.',
          ),
          p(
            'The amounts raised and the numbers of contributors shown on the website are updated from confirmed payments and may take a short time to appear.',
          ),
          p(
            `Donations are not refundable, except for mistakes: if you donated a wrong amount or paid twice, contact us within ${DONATION_ERROR_REPORT_DAYS} days with your Payment ID and we will refund a verified mistake to the original payment method. A donation receipt is not a tax-exemption receipt unless it expressly says so.`,
            { label: 'Write to us through the contact page.', path: sitePaths.contact },
          ),
          p(
            `Becoming an equity or asset partner is not a donation. It is governed by a separate written agreement between the partner and the enterprise, which sets out the return (for example ${percentText(EQUITY_RETURN_PERCENT_PER_YEAR)} a year for equity in the model’s sample) and the risks. Nothing on the website is an offer of securities or investment advice.`,
          ),
        ],
      },
      {
        id: 'returns',
        heading: 'Merchandise returns and exchanges',
        blocks: [
          p(
            'The Movement may sell merchandise, such as T-shirts, bags and publications, to raise funds. These terms apply to every purchase.',
          ),
          p(
            `You may return or exchange an item within ${RETURN_WINDOW_DAYS} days of receiving it, whether it is faulty, was damaged in transit, is not what you ordered, or you have simply changed your mind. Unless it is faulty, the item must be unused and in its original condition and packaging, with proof of purchase.`,
          ),
          p('The following can be returned only if they are faulty:'),
          ul([
            'items made or printed to your order, such as personalised items;',
            'digital products once they have been downloaded;',
            'items sold as final sale and marked as such before you buy.',
          ]),
          p(
            `To start a return or exchange, contact us at ${CONTACT_EMAIL} within the ${RETURN_WINDOW_DAYS}-day window with your order number and the reason, and we will tell you where to send the item.`,
          ),
          p(
            `If an item is faulty, damaged or wrong, we replace it or refund it in full and pay the return postage. If you changed your mind, you pay the return postage and we refund the price of the item, but not the original shipping fee, once it reaches us in its original condition. Refunds are paid to the original payment method within ${REFUND_DAYS} days of receiving the item. Exchanges depend on stock; if the item you want is not available, we refund you instead.`,
          ),
          p('These terms do not affect your rights under the Consumer Protection Act 1999.'),
        ],
      },
      {
        id: 'shipping',
        heading: 'Shipping',
        blocks: [
          p(
            'We ship within Malaysia through established courier services. The shipping fee and the estimated delivery time are shown before you pay; deliveries to Sabah, Sarawak and Labuan take longer.',
          ),
          p(
            'Please check your delivery address carefully. Responsibility for the goods passes to you when they are delivered to the address you gave, and we are not responsible for delays or losses caused by an incorrect address.',
          ),
          p(
            `If your order arrives damaged, or has not arrived by the estimated date, tell us within ${DELIVERY_CLAIM_DAYS} days of delivery or of that date, with photographs where relevant, and we will put it right.`,
          ),
          p(
            `Orders worth more than ${rm(TRACKED_SHIPPING_ABOVE_RM)} always go by tracked shipping, and we email you the courier and the tracking number when the parcel leaves us; for smaller orders you choose standard or tracked post at checkout. Where the checkout offers it, you may instead collect your order at one of our events, free of charge.`,
          ),
          p(
            `When you send items back to us, we advise a tracked shipping service for any parcel worth more than ${rm(TRACKED_SHIPPING_ABOVE_RM)}, and ask you to keep the proof of postage. We cannot be responsible for an untracked return that does not reach us.`,
          ),
        ],
      },
      {
        id: 'confidentiality',
        heading: 'Confidentiality',
        blocks: [
          p(
            'Information you share with us in confidence, such as your application, your CV, a partnership proposal or commercial terms, is used only for the purpose for which you shared it and is seen only by the people who need it for that purpose.',
          ),
          p(
            'If you become a partner, volunteer or expert contributor, you may receive information about the Movement or its enterprises, their finances, suppliers, members or plans, that is not public. You agree to keep it confidential, to use it only for your role, and not to disclose it without our written permission, both while you are involved and afterwards.',
          ),
          p(
            'This duty does not apply to information that is already public through no fault of yours, that you received lawfully from someone else, or that the law or a court requires you to disclose.',
          ),
        ],
      },
      {
        id: 'force-majeure',
        heading: 'Force majeure',
        blocks: [
          p(
            'Neither we nor you are liable for a failure or delay in performing an obligation under these Terms that is caused by events beyond reasonable control, including floods and other natural disasters, fire, epidemics, war, civil unrest, acts of government, strikes, failures of utilities, telecommunications, payment networks or hosting providers, and cyber attacks.',
          ),
          p(
            `The party affected will tell the other as soon as practicable and do what it reasonably can to limit the effects. If the event lasts more than ${FORCE_MAJEURE_TERMINATION_DAYS} days, either party may end the affected order or arrangement, and any amount paid for goods or services not supplied will be refunded.`,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        blocks: [
          p(
            'These Terms are governed by the laws of Malaysia, and the courts of Malaysia have exclusive jurisdiction over any dispute arising from them or from your use of the Services.',
          ),
          p(
            `Before going to court, please contact us: we will try in good faith to resolve your complaint within ${COMPLAINT_RESPONSE_DAYS} days. Where it applies, you may also take a claim to the Tribunal for Consumer Claims Malaysia.`,
          ),
          p(
            'If any part of these Terms is found invalid or unenforceable, the rest remains in force. If we do not enforce a right straight away, we have not given it up.',
          ),
        ],
      },
      {
        id: 'glossary',
        heading: 'Glossary',
        blocks: [
          dl([
            [
              'Movement',
              'Gerakan Sektor Ketiga, the non-profit movement that operates the Services.',
            ],
            [
              'Services',
              'The website, apps, online forms, crowdfunding and shop that the Movement operates.',
            ],
            [
              'Third Sector',
              'The part of the economy that is owned by the people and answers to them: cooperatives, community organisations and social enterprises.',
            ],
            [
              'Social enterprise',
              'A business with a social purpose that reinvests most of its surplus in that purpose and shares its profit under open rules.',
            ],
            [
              'Enterprise',
              `One of the Movement’s social enterprises: ${enterpriseNamesText('eng')}.`,
            ],
            [
              'Equity partner',
              'A person or organisation that provides capital to an enterprise in return for a return agreed in writing.',
            ],
            [
              'Asset partner',
              'A person or organisation that rents premises, land, equipment or vehicles to an enterprise below the market rate.',
            ],
            ['Operations partner', 'A person who works in an enterprise and runs it day to day.'],
            [
              'Crowdfunding',
              'Raising money through the website from many people, each contributing an amount of their choice.',
            ],
            [
              'Donation',
              'A voluntary payment to the Movement or one of its enterprises, for which no goods or services are given in return.',
            ],
            [
              'Payment gateway',
              'eGHL, the licensed provider that processes card and online-banking payments for the Movement.',
            ],
            [
              'Merchandise',
              'Goods that the Movement sells to raise funds, such as T-shirts, bags and publications.',
            ],
            [
              'Personal data',
              'Information about a person who can be identified from it, as defined in the Personal Data Protection Act 2010.',
            ],
            ['PDPA', 'The Personal Data Protection Act 2010 (Act 709) of Malaysia, as amended.'],
            ['OTP', 'A one-time code sent to your mobile phone to confirm that it is you.'],
          ]),
        ],
      },
    ],
  };
}
