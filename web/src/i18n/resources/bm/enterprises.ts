/** Enterprise cards, list filters and detail pages. */
const bm = {
  learnMore: 'Ketahui Lebih Lanjut & Sumbang',
  share: 'Kongsi {{name}}',
  category: 'Kategori',
  location: 'Lokasi',
  counters: 'Angka {{name}}',
  contributors: 'Penyumbang',
  collected: 'Dana terkumpul',
  partners: {
    equity: 'Rakan kongsi ekuiti',
    asset: 'Rakan kongsi aset',
    operations: 'Rakan kongsi operasi',
  },
  partnersCount: '{{current}}/{{needed}}',
  partnersRegistered: 'Rakan kongsi berdaftar',
  partnersShort: { equity: 'Ekuiti', asset: 'Aset', operations: 'Operasi' },
  detail: {
    back: 'Kembali ke Sokong Kami',
    operational: 'Beroperasi Mulai September 2025',
    contribute: 'Sumbang',
    what: 'Apa',
    why: 'Mengapa',
    how: 'Bagaimana',
    partnersWeNeed: 'Rakan Kongsi Yang Kami Perlukan',
    needed_one: '{{count}} diperlukan',
    needed_other: '{{count}} diperlukan',
    becomePartner: 'Jadi Rakan Kongsi',
    becomePartnerLead:
      'Pilih peranan anda dan kami akan menghubungi anda untuk langkah seterusnya.',
  },
  carousel: 'Perusahaan sosial kami',
  supportUs: {
    intro:
      'Gerakan Sektor Ketiga membina perusahaan sosial yang dimiliki bersama oleh komuniti, pekerja dan rakan kongsi. Keuntungan tidak mengalir keluar kepada segelintir pemegang saham, tetapi kembali kepada pekerja, pelanggan dan kejiranan. Pilih perusahaan yang ingin anda sokong: dengan sumbangan, dengan modal, dengan aset atau dengan tenaga anda.',
    viewAll: 'Lihat Semua Perusahaan',
    carouselHeading: 'Tujuh perusahaan, satu gerakan',
  },
};

export default bm;
