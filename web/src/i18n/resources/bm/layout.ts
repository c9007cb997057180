/** The shell's texts (navigation, footer, 404, error screen) and every page's title and description. */
const bm = {
  common: {
    required: 'wajib',
    optional: 'pilihan',
    skipToContent: 'Langkau ke kandungan utama',
    loading: 'Sedang dimuatkan…',
    opensInNewTab: '(dibuka di tab baharu)',
  },
  nav: {
    main: 'Navigasi utama',
    home: 'Utama',
    supportUs: 'Sokong Kami',
    contribute: 'Sumbang',
    policies: 'Dasar Radikal',
    faq: 'Soalan Lazim',
    contact: 'Hubungi Kami',
    more: 'Lagi',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    menu: 'Menu',
    language: 'Bahasa',
    programmes: 'Program',
    volunteer: 'Sukarelawan',
    signIn: 'Log Masuk',
    profile: 'Profil Saya',
    // Crowdfunding and the public ledger (issue 30): the footer's links.
    crowdfund: 'Kutipan Dana',
    moneyTrail: 'Ke Mana Wang Disalurkan',
    // The shop (issue 31).
    shop: 'Kedai',
  },
  footer: {
    tagline:
      'Perusahaan sosial milik rakyat: melawan kos sara hidup, mencipta pekerjaan bermaruah, memulangkan untung kepada komuniti.',
    explore: 'Teroka',
    followUs: 'Ikuti kami',
    terms: 'Terma Penggunaan',
    privacyPolicy: 'Dasar Privasi',
    privacyRequest: 'Permintaan Data Peribadi',
    help: 'Bantuan',
    expertContribution: 'Sumbangan Pakar',
    copyright: '© {{year}} {{name}}. Hak cipta terpelihara.',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'Twitter',
      youtube: 'YouTube',
    },
  },
  notFound: {
    title: 'Halaman Tidak Dijumpai.',
    description: 'Pautan ini mungkin sudah lama atau tersalah taip.',
    back: 'Kembali',
  },
  routeError: {
    title: 'Unexpected Application Error!',
    translation: 'Ralat aplikasi yang tidak dijangka.',
    reload: 'Muat semula halaman',
    home: 'Kembali ke laman utama',
  },
  tinyScreen: {
    message: 'Skrin ini terlalu kecil. Sila buka laman ini pada skrin yang lebih besar.',
  },
  pages: {
    home: {
      title: 'Utama',
      heading: 'Sektor Ketiga untuk rakyat',
      description:
        'Gerakan Sektor Ketiga membina perusahaan sosial milik rakyat untuk melawan kos sara hidup dan mencipta pekerjaan bermaruah.',
    },
    policies: {
      title: 'Dasar Radikal',
      heading: 'Lima bidang dasar',
      description:
        'Lima bidang dasar untuk Sektor Ketiga: keterjaminan makanan, tenaga boleh baharu, pendidikan teknikal dan vokasional, perumahan mampu milik, dan pendemokrasian pendidikan.',
    },
    contribute: {
      title: 'Sumbang',
      heading: 'Sumbang',
      description:
        'Sokongan kewangan anda membantu kami melawan maklumat yang mengelirukan dengan fakta yang tepat dan membina perusahaan sosial rakyat.',
    },
    transactionStatus: {
      title: 'Status Transaksi',
      heading: 'Status Pembayaran',
      description: 'Keputusan pembayaran sumbangan anda.',
    },
    transactionPending: {
      title: 'Menunggu pengesahan',
      heading: 'Menunggu pengesahan',
      description: 'Pembayaran anda sedang disahkan.',
    },
    terms: {
      title: 'Terma Penggunaan',
      heading: 'Terma Penggunaan',
      description: 'Terma penggunaan laman web dan aplikasi Gerakan Sektor Ketiga.',
    },
    privacyPolicy: {
      title: 'Dasar Privasi',
      heading: 'Pernyataan Privasi',
      description:
        'Bagaimana Gerakan Sektor Ketiga mengumpul, menggunakan dan melindungi data peribadi anda.',
    },
    supportUs: {
      title: 'Sokong Kami',
      heading: 'Sokong gerakan. Perkasakan perubahan.',
      description: 'Sokong tujuh perusahaan sosial pertama Gerakan Sektor Ketiga.',
    },
    supportEnterprise: {
      title: 'Semua Perusahaan',
      heading: 'Semua Perusahaan',
      description:
        'Cari perusahaan sosial mengikut kategori, nama atau lokasi, dan pilih yang ingin anda sokong.',
    },
    enterprise: {
      title: 'Perusahaan Kami',
      heading: 'Perusahaan Kami',
      description:
        'Kenali perusahaan sosial ini, cara ia beroperasi dan rakan kongsi yang diperlukannya.',
    },
    expertContribution: {
      title: 'Sumbangan Pakar',
      heading: 'Sumbangkan kepakaran anda',
      description: 'Sertai barisan pakar yang membentuk dasar Sektor Ketiga.',
    },
    contact: {
      title: 'Hubungi Kami',
      heading: 'Hubungi kami',
      description:
        'Ada soalan tentang sumbangan, perkongsian atau gerakan kami? Hantar mesej dan pasukan kami akan membalas melalui emel.',
    },
    faq: {
      title: 'Soalan Lazim',
      heading: 'Soalan lazim',
      description:
        'Jawapan kepada soalan penderma, rakan kongsi dan ahli: penggunaan sumbangan, resit dan cukai, pindahan bank, bayaran balik, perkongsian dan data peribadi.',
    },
    programmes: {
      title: 'Program',
      heading: 'Program dan acara',
      description:
        'Program dan acara Gerakan Sektor Ketiga yang akan datang: tarikh, lokasi, kekosongan dan pendaftaran ahli.',
    },
    volunteer: {
      title: 'Sukarelawan',
      heading: 'Jadi sukarelawan',
      description:
        'Sertai sukarelawan Gerakan Sektor Ketiga: bantu tujuh perusahaan sosial rakyat melawan kos sara hidup dan mencipta pekerjaan, di kawasan anda sendiri.',
    },
    activity: {
      title: 'Aktiviti sukarelawan',
      heading: 'Aktiviti sukarelawan',
      description: 'Aktiviti sukarelawan Gerakan Sektor Ketiga, syifnya dan pendaftaran ahli.',
    },
    event: {
      title: 'Acara',
      heading: 'Acara',
      description: 'Butiran acara Gerakan Sektor Ketiga dan pendaftaran ahli.',
    },
    signUp: {
      title: 'Daftar Ahli',
      heading: 'Daftar sebagai ahli',
      description:
        'Sertai gerakan: daftar dengan nombor telefon bimbit anda dan kawasan mengundi anda untuk mendaftar ke program dan acara.',
    },
    signIn: {
      title: 'Log Masuk',
      heading: 'Log masuk',
      description: 'Log masuk dengan nombor telefon bimbit dan kata laluan anda.',
    },
    forgotPassword: {
      title: 'Lupa Kata Laluan',
      heading: 'Lupa kata laluan',
      description:
        'Tetapkan kata laluan baharu dengan kod pengesahan yang dihantar ke nombor telefon bimbit anda.',
    },
    profile: {
      title: 'Profil Saya',
      heading: 'Profil saya',
      description: 'Butiran keahlian anda, pendaftaran program anda dan kata laluan anda.',
    },
    // Personal data, consent (issue 32, C1): the member's privacy page.
    privacySettings: {
      title: 'Privasi & Data Anda',
      heading: 'Privasi & data anda',
      description:
        'Pilih mesej yang anda terima daripada kami, dan urus data peribadi yang kami simpan tentang anda.',
    },
    coordinator: {
      title: 'Ruang Penyelaras',
      heading: 'Ruang penyelaras',
      description: 'Sukarelawan, aktiviti dan syif di kawasan anda.',
    },
    notFound: {
      title: 'Halaman Tidak Dijumpai',
      description: 'Halaman yang anda cari tidak wujud.',
    },
  },
};

export default bm;
