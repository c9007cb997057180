import { staffLabelsBm } from '@gsk/core/staff/labels-bm';
/**
 * The staff console (`/staff`): its sign-in with the second factor, session checks, navigation,
 * dashboard, donations and audit trail. Loaded on the console's pages only.
 */
const bm = {
  console: 'Konsol Kakitangan',
  description: 'Konsol kakitangan Gerakan Sektor Ketiga: sumbangan, permohonan, mesej dan acara.',
  skipToContent: 'Langkau ke kandungan',
  pages: {
    signIn: 'Log Masuk Kakitangan',
    checking: 'Memeriksa Sesi',
    notStaff: 'Bukan Akaun Kakitangan',
    dashboard: 'Papan Pemuka',
    donations: 'Sumbangan',
    donation: 'Butiran Sumbangan',
    audit: 'Jejak Audit',
    notFound: 'Halaman Tidak Dijumpai',
  },
  nav: {
    label: 'Navigasi konsol',
    menu: 'Menu konsol',
    openMenu: 'Buka menu konsol',
    closeMenu: 'Tutup menu konsol',
    signedInAs: 'Log masuk sebagai {{name}}',
    dashboard: 'Papan Pemuka',
    donations: 'Sumbangan',
    applications: 'Permohonan',
    messages: 'Mesej',
    events: 'Program & Acara',
    volunteers: 'Sukarelawan',
    coordinators: 'Penyelaras',
    activities: 'Aktiviti',
    map: 'Peta',
    campaigns: 'Kempen',
    fundraisers: 'Halaman Penyokong',
    disbursements: 'Perbelanjaan',
    // The shop (issue 31).
    shopOrders: 'Pesanan Kedai',
    shopProducts: 'Produk Kedai',
    shopSettings: 'Tetapan Kedai',
    // Requests about personal data (issue 32, part C4).
    privacyRequests: 'Permintaan Data',
    audit: 'Jejak Audit',
    signOut: 'Log keluar',
    signingOut: 'Melog keluar...',
    // Broadcasts (issue 32, part W).
    broadcasts: 'Siaran',
  },
  signIn: {
    intro:
      'Log masuk dengan nombor telefon bimbit dan kata laluan akaun kakitangan anda. Kami akan menghantar kod pengesahan melalui SMS setiap kali anda log masuk.',
    form: 'Borang log masuk kakitangan',
    submit: 'Log masuk',
  },
  session: {
    checking: 'Memeriksa sesi anda...',
    failed: 'Sesi anda tidak dapat diperiksa.',
    retry: 'Cuba lagi',
    notStaffText:
      'Anda telah log masuk, tetapi akaun ini bukan akaun kakitangan. Log keluar dan log masuk dengan akaun kakitangan untuk menggunakan konsol.',
    home: 'Ke laman utama',
  },
  notFound: {
    text: 'Tiada halaman konsol di alamat ini.',
    back: 'Kembali ke papan pemuka',
  },
  common: {
    loading: 'Memuatkan...',
    retry: 'Cuba lagi',
    loadMore: 'Muat lagi',
    loadingMore: 'Memuatkan lagi...',
    none: '—',
    count: '{{count}}',
    countMore: 'Lebih daripada {{count}}',
    all: 'Semua',
  },
  errors: {
    paymentNotFound: 'Tiada sumbangan dengan ID ini.',
    exportTooLarge: 'Terlalu banyak baris untuk dieksport. Sila sempitkan carian.',
    badRequest: 'Permintaan ini tidak dapat diproses. Sila muat semula halaman dan cuba lagi.',
    validation: 'Sila semak medan yang ditanda.',
    unauthenticated: 'Sesi anda telah tamat. Sila log masuk semula.',
    forbidden: 'Akaun ini bukan akaun kakitangan.',
    refused: 'Permintaan ini ditolak. Sila muat semula halaman dan cuba lagi.',
    tooManyRequests: 'Terlalu banyak percubaan. Sila cuba lagi sebentar nanti.',
    server: 'Berlaku ralat di pihak kami. Sila cuba lagi sebentar lagi.',
    network: 'Pelayan tidak dapat dihubungi. Semak sambungan internet anda dan cuba lagi.',
    timeout: 'Pelayan mengambil masa terlalu lama untuk menjawab. Sila cuba lagi.',
    unknown: 'Berlaku ralat yang tidak dijangka. Sila cuba lagi.',
  },
  statuses: staffLabelsBm.paymentStatuses,
  attention: {
    open: 'Menunggu gerbang pembayaran',
    review: 'Perlu semakan',
    emails: 'Emel belum dihantar',
  },
};

export default bm;
