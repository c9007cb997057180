/** The contact page: its introduction and form. */
const bm = {
  intro:
    'Tulis kepada kami tentang sumbangan, perkongsian, dasar atau apa-apa sahaja tentang gerakan ini. Mesej anda disimpan dan dihantar terus kepada pasukan kami, dan kami akan menghantar emel pengesahan kepada anda.',
  payment: 'Tentang sesuatu pembayaran? Sertakan ID Pembayaran anda dalam mesej.',
  faq: 'Mungkin jawapannya sudah ada dalam',
  faqLink: 'Soalan Lazim',
  formHeading: 'Hantar mesej',
  form: {
    label: 'Borang hubungi kami',
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon',
    message: 'Mesej',
    submit: 'Hantar Mesej',
    successTitle: 'Mesej Dihantar!',
    successText:
      'Terima kasih kerana menghubungi kami. Mesej anda telah diterima dan emel pengesahan telah dihantar kepada anda. Kami akan membalas secepat mungkin.',
  },
};

export default bm;
