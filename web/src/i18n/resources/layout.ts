/** The shell's texts (navigation, footer, 404, error screen) and every page's title and description. */
const bm = {
  common: {
    skipToContent: 'Langkau ke kandungan utama',
    loading: 'Sedang dimuatkan…',
    opensInNewTab: '(dibuka di tab baharu)',
  },
  nav: {
    main: 'Navigasi utama',
    home: 'Utama',
    supportUs: 'Sokong Kami',
    contribute: 'Sumbang',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    menu: 'Menu',
    language: 'Bahasa',
  },
  footer: {
    tagline:
      'Perusahaan sosial milik rakyat: melawan kos sara hidup, mencipta pekerjaan bermaruah, memulangkan untung kepada komuniti.',
    explore: 'Teroka',
    followUs: 'Ikuti kami',
    terms: 'Terma Penggunaan',
    privacyPolicy: 'Dasar Privasi',
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
    notFound: {
      title: 'Halaman Tidak Dijumpai',
      description: 'Halaman yang anda cari tidak wujud.',
    },
  },
};

const eng: typeof bm = {
  common: {
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    opensInNewTab: '(opens in a new tab)',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    supportUs: 'Support Us',
    contribute: 'Contribute',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    language: 'Language',
  },
  footer: {
    tagline:
      'Social enterprises owned by the people: fighting the cost of living, creating decent jobs, returning profit to the community.',
    explore: 'Explore',
    followUs: 'Follow us',
    terms: 'Terms of Use',
    privacyPolicy: 'Privacy Policy',
    copyright: '© {{year}} {{name}}. All rights reserved.',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'Twitter',
      youtube: 'YouTube',
    },
  },
  notFound: {
    title: 'Page Not Found.',
    description: 'The link may be out of date or mistyped.',
    back: 'Back',
  },
  routeError: {
    title: 'Unexpected Application Error!',
    translation: 'Something went wrong while showing this page.',
    reload: 'Reload the page',
    home: 'Back to the home page',
  },
  tinyScreen: {
    message: 'This screen is too small. Please open the site on a larger screen.',
  },
  pages: {
    home: {
      title: 'Home',
      heading: 'A Third Sector for the people',
      description:
        'Gerakan Sektor Ketiga builds people-owned social enterprises to fight the cost of living and create decent jobs.',
    },
    policies: {
      title: 'Radical Policies',
      heading: 'Five policy areas',
      description:
        'Five policy areas for the Third Sector: food security, energy and renewables, vocational and technical education, affordable and sustainable housing, and democratising education.',
    },
    contribute: {
      title: 'Contribute',
      heading: 'Contribute',
      description:
        'Your financial support helps us counter misleading information with accurate facts and build the people’s social enterprises.',
    },
    transactionStatus: {
      title: 'Transaction Status',
      heading: 'Payment Status',
      description: 'The result of your donation payment.',
    },
    transactionPending: {
      title: 'Transaction pending',
      heading: 'Transaction pending',
      description: 'Your payment is being confirmed.',
    },
    terms: {
      title: 'Terms of Use',
      heading: 'Terms of Use',
      description: 'Terms of use of the Gerakan Sektor Ketiga website and apps.',
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      heading: 'Privacy Statement',
      description: 'How Gerakan Sektor Ketiga collects, uses and protects your personal data.',
    },
    supportUs: {
      title: 'Support Us',
      heading: 'Support the movement. Empower the change',
      description: 'Support the first seven social enterprises of Gerakan Sektor Ketiga.',
    },
    supportEnterprise: {
      title: 'All Enterprises',
      heading: 'All Enterprises',
      description:
        'Find social enterprises by category, name or location, and choose the one you want to support.',
    },
    enterprise: {
      title: 'Our Enterprise',
      heading: 'Our Enterprise',
      description: 'Meet this social enterprise, how it works and the partners it needs.',
    },
    expertContribution: {
      title: 'Expert Contribution',
      heading: 'Contribute your expertise',
      description: 'Join the experts shaping the policies of the Third Sector.',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist.',
    },
  },
};

export const layout = { bm, eng };
