/** Share dialog texts. */
const bm = {
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
    email: 'Emel',
    linkedin: 'LinkedIn',
  },
};

export default bm;
