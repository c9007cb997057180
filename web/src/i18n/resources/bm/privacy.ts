/** Labels around the privacy statement; the statement itself comes from @gsk/core/content. */
const bm = {
  translation: 'Terjemahan',
  readMalay: 'Baca versi asal dalam bahasa Melayu',
  seeTerms: 'Baca juga Terma Penggunaan kami',
  makeRequest: 'Minta salinan, pembetulan atau pemadaman data peribadi anda',
  // Halaman permintaan data peribadi (isu 32, bahagian C4): borang, kod dan pengesahan.
  request: {
    meta: {
      title: 'Permintaan Data Peribadi',
      description:
        'Minta salinan, pembetulan atau pemadaman data peribadi anda, atau tarik balik persetujuan anda. Kami menjawab dalam tempoh 21 hari.',
    },
    heading: 'Permintaan data peribadi',
    lead: 'Anda berhak mengetahui data peribadi yang kami simpan tentang anda, membetulkannya, memintanya dipadam, mengambilnya dalam fail untuk dibawa ke tempat lain, dan menarik balik persetujuan anda. Kami menjawab setiap permintaan dalam tempoh 21 hari.',
    member:
      'Ada akaun? Anda boleh memuat turun data anda, membetulkan butiran anda atau menutup akaun anda sendiri di halaman profil anda.',
    memberLink: 'Data peribadi dalam profil saya',
    proof:
      'Untuk melindungi data anda, kami menghantar kod pengesahan ke nombor telefon bimbit atau emel yang anda berikan. Permintaan anda direkodkan hanya selepas kod itu disahkan.',
    honeypot: 'Biarkan medan ini kosong',
    policyLink: 'Baca notis privasi kami',
    form: {
      label: 'Borang permintaan data peribadi',
      kind: 'Apa yang anda minta?',
      kinds: {
        access: 'Salinan data peribadi saya',
        correction: 'Pembetulan data peribadi saya',
        deletion: 'Pemadaman data peribadi saya',
        portability: 'Data saya dalam fail untuk dibawa ke tempat lain',
        'withdraw-consent': 'Menarik balik persetujuan untuk dihubungi',
        other: 'Permintaan lain tentang data peribadi saya',
      },
      name: 'Nama penuh',
      contactBy: 'Hantar kod dan jawapan kepada saya melalui',
      contactByMobile: 'Telefon bimbit (SMS)',
      contactByEmail: 'Emel',
      mobile: 'Nombor telefon bimbit',
      mobileHint: 'Nombor yang kami simpan untuk anda, contohnya 012-345 6789.',
      email: 'Emel',
      emailHint: 'Emel yang kami simpan untuk anda.',
      details: 'Butiran',
      detailsHint:
        'Untuk pembetulan, nyatakan apa yang salah dan apa yang betul. Anda juga boleh memberitahu kami apa-apa yang membantu kami mencari rekod anda.',
      submit: 'Hantar kod pengesahan',
      sending: 'Menghantar...',
    },
    code: {
      heading: 'Masukkan kod pengesahan',
      sentMobile: 'Kami telah menghantar kod 4 digit melalui SMS ke {{to}}.',
      sentEmail: 'Kami telah menghantar kod 4 digit ke {{to}}. Semak juga folder spam anda.',
      expires: 'Kod ini sah selama 5 minit.',
      label: 'Kod pengesahan',
      submit: 'Sahkan dan hantar permintaan',
      checking: 'Mengesahkan...',
      again: 'Hantar kod baharu',
      change: 'Ubah butiran permintaan',
    },
    received: {
      heading: 'Permintaan anda telah diterima',
      reference: 'Rujukan anda: {{reference}}',
      due: 'Kami akan menjawab selewat-lewatnya {{date}}.',
      sentMobile: 'Kami juga telah menghantar rujukan ini kepada anda melalui SMS.',
      sentEmail: 'Kami juga telah menghantar rujukan ini kepada anda melalui emel.',
      another: 'Buat permintaan lain',
    },
    errors: {
      tooManyRequests:
        'Terlalu banyak permintaan dalam masa yang singkat. Sila cuba lagi selepas {{minutes}} minit.',
      challengeGone:
        'Kod ini telah tamat atau telah digunakan. Sila hantar permintaan anda semula.',
      network: 'Tiada sambungan ke pelayan kami. Semak sambungan internet anda dan cuba lagi.',
      server:
        'Ada masalah di pihak kami. Permintaan anda belum dihantar; sila cuba lagi sebentar lagi.',
    },
  },
};

export default bm;
