import type bm from '../bm/share';

/** Share dialog texts. */
const eng: typeof bm = {
  title: 'Share',
  text: 'Share {{name}} with your friends and family. Every share helps the movement grow.',
  close: 'Close',
  copy: 'Copy',
  copied: 'Link copied to clipboard!',
  more: 'More sharing options',
  channels: {
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    email: 'Email',
    linkedin: 'LinkedIn',
  },
};

export default eng;
