/** Labels of /policies; the policy copy itself comes from @gsk/core/content with the page's chunk. */
const bm = {
  eyebrow: 'Dasar Radikal',
  downloadOverview: 'Muat turun gambaran keseluruhan (PDF)',
  toExpert: 'Sumbangkan kepakaran anda',
  areasHeading: 'Bidang dasar',
  areasLead:
    'Pilih sesuatu bidang untuk membaca masalahnya, cadangan kami dan peranan Sektor Ketiga.',
  download: 'Muat turun ringkasan dasar',
  downloadFile: '{{title}}, PDF',
  enterpriseLink: 'Kenali {{name}}',
  expert: {
    heading: 'Pakar dalam salah satu bidang ini?',
    text: 'Dasar yang baik dibina bersama mereka yang memahaminya. Kami mengundang penyelidik, pengamal, pendidik dan mereka yang mengalami masalah ini setiap hari untuk menyemak, mencabar dan memperkukuh cadangan kami.',
    points: [
      'Semak dan perbaiki ringkasan dasar dalam bidang kepakaran anda.',
      'Kongsi data, kajian dan pengalaman lapangan anda.',
      'Bimbing perusahaan sosial kami dalam bidang tersebut.',
    ],
    link: 'Sertai sebagai pakar',
  },
};

export default bm;
