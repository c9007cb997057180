import type bm from '../bm/contact';

/** The contact page: its introduction and form. */
const eng: typeof bm = {
  intro:
    'Write to us about donations, partnerships, policies or anything else about the movement. Your message is stored and sent straight to our team, and we will email you an acknowledgement.',
  payment: 'About a payment? Include your Payment ID in the message.',
  faq: 'Your answer may already be in our',
  faqLink: 'Frequently Asked Questions',
  formHeading: 'Send a message',
  form: {
    label: 'Contact form',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    message: 'Message',
    submit: 'Send Message',
    successTitle: 'Message Sent!',
    successText:
      'Thank you for contacting us. We have received your message and emailed you an acknowledgement. We will reply as soon as we can.',
  },
};

export default eng;
