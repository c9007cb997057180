/** Donation texts: /contribute, the donation form (page and home card), payment result pages. */
const bm = {
  contribute: {
    eyebrow: 'Sumbang',
    heroTitle: 'Bersama, kita bina ekonomi milik rakyat',
    heroText:
      'Setiap ringgit membantu menubuhkan perusahaan sosial yang melawan kos sara hidup dan mencipta pekerjaan bermaruah.',
    storyTitle: 'Mengapa sumbangan anda penting',
    story1:
      'Gerakan Sektor Ketiga membina perusahaan sosial: perniagaan yang dimiliki bersama oleh komuniti, pekerja dan rakan kongsi, dengan keuntungan yang dipulangkan kepada rakyat.',
    story2:
      'Sokongan kewangan anda membantu kami melawan maklumat yang mengelirukan dengan fakta yang tepat, menyebarkan idea Sektor Ketiga dan menyediakan modal permulaan untuk tujuh perusahaan pertama kami.',
    story3:
      'Perusahaan kami dilancarkan secara berperingkat mulai Ogos 2025. Setiap sumbangan direkodkan, dan anda akan menerima resit melalui emel sebaik sahaja pembayaran disahkan.',
    payNote:
      'Sumbangan dalam talian diproses dengan selamat oleh gerbang pembayaran eGHL: anda boleh membayar dengan kad atau perbankan dalam talian.',
    formIntro: 'Isi butiran anda dan pilih jumlah sumbangan.',
  },
  totals: {
    title: 'Kempen setakat ini',
    raised: 'Dana terkumpul',
    contributors: 'Penyumbang',
  },
  bank: {
    title: 'Pindahan bank',
    intro: 'Lebih suka membuat pindahan terus? Gunakan butiran akaun di bawah.',
    bankName: 'Nama bank',
    accountNumber: 'Nombor akaun',
    accountHolder: 'Nama pemegang akaun',
    note: 'Sila nyatakan nama anda dalam rujukan pindahan supaya kami dapat merekodkan sumbangan anda.',
  },
  form: {
    pageTitle: 'Dana Awam',
    cardTitle: 'Buat sumbangan',
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon',
    phoneHint: 'Contoh: 012-345 6789',
    amount: 'Jumlah (RM)',
    amountHint: 'RM1 hingga RM10,000, dalam ringgit penuh',
    currency: 'RM',
    notes: 'Catatan',
    optional: '(pilihan)',
    pageSubmit: 'Sumbang Hari Ini!',
    cardSubmit: 'Sumbang sekarang',
    terms: 'Dengan menyumbang, anda bersetuju dengan <terms>Terma Penggunaan</terms> kami.',
    secureNote: 'Anda akan dibawa ke halaman pembayaran selamat eGHL.',
    enterpriseNote: 'Sumbangan anda untuk {{name}}.',
    donorWall: 'Paparkan nama saya di dinding penderma',
    donorWallHint:
      'Hanya nama yang anda taip dan tarikh sumbangan dipaparkan, tidak sekali-kali jumlahnya. Jika tidak ditanda, anda kekal tanpa nama.',
    identityNo: 'Nombor kad pengenalan',
    identityNoHint:
      'LHDN memerlukannya pada resit potongan cukai (kelulusan {{reference}}). Contoh: 900101-14-5678',
    redirecting: 'Membawa anda ke halaman pembayaran selamat…',
    errors: {
      validation: 'Sila semak maklumat yang ditanda dan cuba lagi.',
      origin:
        'Sumbangan tidak dapat dimulakan dari halaman ini. Sila buka laman rasmi kami dan cuba lagi.',
      tooMany: 'Terlalu banyak cubaan. Sila tunggu sebentar dan cuba lagi.',
      network: 'Ralat rangkaian. Sila semak sambungan internet anda dan cuba lagi.',
      server: 'Ralat pelayan. Sila cuba lagi sebentar nanti.',
    },
  },
  result: {
    verifying: 'Mengesahkan pembayaran anda…',
    success: 'Transaksi Berjaya',
    thanks: 'Terima kasih atas sumbangan anda! Resit akan dihantar ke emel anda.',
    failed: 'Transaksi Gagal',
    // A shop order's payment (issue 31).
    orderConfirmed:
      'Pesanan anda telah disahkan. Resit dengan senarai barang telah dihantar ke emel anda.',
    viewOrder: 'Lihat pesanan anda',
    orderReleased:
      'Barang pesanan ini telah dilepaskan. Troli anda masih disimpan, jadi anda boleh mencuba lagi.',
    backToCart: 'Kembali ke troli',
    failedHelp: 'Pembayaran anda tidak berjaya. Anda boleh mencuba sekali lagi.',
    cancelled: 'Transaksi Dibatalkan',
    cancelledHelp:
      'Anda telah membatalkan pembayaran di halaman pembayaran, jadi tiada caj dikenakan. Anda boleh menyumbang semula bila-bila masa.',
    invalid: 'Transaksi Tidak Sah',
    invalidHelp:
      'Kami tidak dapat mengesahkan transaksi ini, jadi butiran pautannya tidak dipaparkan. Jika anda telah membayar, sila hubungi kami dengan ID Pembayaran anda.',
    checkFailed: 'Kami tidak dapat menyemak pembayaran anda buat masa ini.',
    retry: 'Cuba lagi',
    details: 'Butiran transaksi',
    paymentStatus: 'Status Pembayaran',
    paymentId: 'ID Pembayaran',
    amount: 'Jumlah (RM)',
    time: 'Masa Transaksi',
    statusSuccess: 'Berjaya',
    statusFailed: 'Gagal',
    statusInvalid: 'Tidak sah',
    statusCancelled: 'Dibatalkan',
    statusPending: 'Menunggu pengesahan',
    tryAgain: 'Sumbang semula',
    returnHome: 'Kembali ke Laman Utama',
  },
  pending: {
    pleaseWait: 'Sila tunggu ...',
    title: 'Menunggu pengesahan',
    text: 'Bank anda belum mengesahkan pembayaran ini. Kami akan memaparkan keputusannya sebaik sahaja ia diterima, dan menghantar resit ke emel anda setelah gerbang pembayaran mengesahkannya.',
    checking: 'Menyemak status pembayaran…',
    recheck: 'Bank anda belum memberi keputusan. Kami akan menyemak semula dalam {{seconds}} saat…',
    stillPending:
      'Bank anda masih belum mengesahkan pembayaran ini, dan ini boleh mengambil sedikit masa. Anda akan menerima resit melalui emel sebaik sahaja ia berjaya. Semak semula kemudian, atau hubungi kami dengan ID Pembayaran anda.',
    checkFailed:
      'Kami tidak dapat menyemak status pembayaran buat masa ini. Sila semak sambungan internet anda dan cuba lagi.',
    checkAgain: 'Semak semula',
    notFoundTitle: 'Kami tidak dapat menemui pembayaran ini',
    notFoundText:
      'Tiada sumbangan dengan ID Pembayaran ini. Sila semak pautan yang anda ikuti. Jika wang telah ditolak daripada akaun anda, hubungi kami dengan ID Pembayaran yang ditunjukkan oleh bank anda.',
    donate: 'Buat sumbangan',
  },
};

export default bm;
