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

const eng: typeof bm = {
  eyebrow: 'Radical Policies',
  downloadOverview: 'Download the overview (PDF)',
  toExpert: 'Contribute your expertise',
  areasHeading: 'Policy areas',
  areasLead:
    'Open an area to read the problem, what we propose and the part the Third Sector plays.',
  download: 'Download policy brief',
  downloadFile: '{{title}}, PDF',
  enterpriseLink: 'Meet {{name}}',
  expert: {
    heading: 'An expert in one of these areas?',
    text: 'Good policy is made with the people who understand it. We invite researchers, practitioners, educators and people who live with these problems every day to review, challenge and strengthen our proposals.',
    points: [
      'Review and improve the policy brief in your field.',
      'Share your data, research and experience on the ground.',
      'Mentor our social enterprises in your area of expertise.',
    ],
    link: 'Join as an expert',
  },
};

export const policies = { bm, eng };
