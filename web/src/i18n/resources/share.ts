/** Share dialog texts. */
const bm = {
  open: 'Kongsi halaman ini',
  title: 'Kongsi',
  text: 'Kongsikan {{name}} dengan rakan dan keluarga anda. Setiap perkongsian membantu gerakan ini berkembang.',
  close: 'Tutup',
  copy: 'Salin',
  copied: 'Pautan telah disalin ke papan klip!',
  more: 'Lagi pilihan perkongsian',
  channels: {
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    facebook: 'Facebook',
    x: 'X (Twitter)',
    email: 'E-mel',
    linkedin: 'LinkedIn',
  },
};

const eng: typeof bm = {
  open: 'Share this page',
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

export const share = { bm, eng };
