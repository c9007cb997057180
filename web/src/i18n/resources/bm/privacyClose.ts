/** The profile's privacy page's "Tutup akaun saya" section (issue 32). */
const bm = {
  heading: 'Tutup akaun saya',
  intro:
    'Anda boleh menutup akaun anda pada bila-bila masa. Penutupan berlaku serta-merta dan tidak boleh dibatalkan: anda akan dilog keluar di semua peranti, dan nombor telefon bimbit anda boleh digunakan untuk mendaftar semula kemudian.',
  erasedHeading: 'Apa yang kami padam',
  erased: {
    account: 'Akaun anda: nama, nombor telefon bimbit, emel, kawasan mengundi dan kata laluan',
    consents: 'Persetujuan anda untuk dihubungi, berserta sejarahnya',
    volunteer: 'Butiran sukarelawan anda dan lantikan anda sebagai penyelaras, jika ada',
    places:
      'Pendaftaran acara dan syif akan datang dibatalkan, dan tempat anda diberikan kepada orang dalam senarai menunggu',
    pages: 'Halaman penyokong anda diturunkan, dan nama serta tulisan anda padanya dipadam',
    applications:
      'Permohonan rakan kongsi atau pakar dan mesej hubungan yang dihantar dengan nombor anda, termasuk fail CV',
  },
  keptHeading: 'Apa yang kami simpan, tanpa nama anda',
  kept: 'Rekod kewangan sumbangan dan pesanan anda (jumlah, tarikh, tujuan, status dan nombor rujukan) disimpan selama 7 tahun kerana undang-undang mewajibkan pertubuhan menyimpan akaunnya. Nama, emel, nombor telefon, alamat dan mesej anda dibuang daripadanya, jadi rekod itu tidak lagi menunjukkan kepada anda. Jumlah kehadiran acara yang telah berlalu juga kekal, tanpa nama anda.',
  beforeHeading: 'Sebelum anda menutup akaun',
  before:
    'Jika bayaran anda masih belum selesai atau pesanan anda belum sampai, tunggu sehingga ia selesai dahulu. Anda juga boleh memuat turun data anda sebelum menutup akaun.',
  correctInstead: 'Hanya mahu membetulkan butiran anda?',
  correctLink: 'Betulkan butiran saya',
  formLabel: 'Tutup akaun saya',
  password: 'Kata laluan semasa',
  passwordHint: 'Untuk memastikan anda sendiri yang menutup akaun ini.',
  confirm: 'Saya faham bahawa akaun saya akan ditutup buat selamanya dan tidak boleh dipulihkan.',
  confirmRequired:
    'Tandakan kotak ini untuk mengesahkan bahawa anda faham akaun anda akan ditutup buat selamanya',
  submit: 'Tutup akaun saya secara kekal',
  submitting: 'Menutup akaun…',
  doneHeading: 'Akaun anda telah ditutup',
  done: 'Kami telah memadam data peribadi anda dan melog anda keluar di semua peranti. Terima kasih kerana bersama Gerakan Sektor Ketiga. Anda dialu-alukan kembali pada bila-bila masa.',
  home: 'Ke laman utama',
  errors: {
    paymentPending:
      'Satu bayaran anda masih belum disahkan oleh bank. Cuba lagi selepas ia selesai, biasanya dalam masa sejam.',
    orderUndelivered:
      'Satu pesanan anda telah dibayar tetapi belum sampai. Cuba lagi selepas ia sampai, atau hubungi kami untuk membatalkannya.',
    unauthenticated: 'Sesi anda telah tamat. Sila log masuk semula untuk menutup akaun anda.',
    tooManyRequests: 'Terlalu banyak percubaan. Sila cuba lagi {{when}}.',
    tooManyRequestsLater: 'Terlalu banyak percubaan. Sila cuba lagi kemudian.',
    timeout:
      'Pelayan mengambil masa terlalu lama untuk menjawab. Semak sama ada akaun anda masih wujud, kemudian cuba lagi.',
    network: 'Tiada sambungan internet. Semak sambungan anda dan cuba lagi.',
    server:
      'Maaf, ada masalah di pihak kami. Akaun anda belum ditutup sepenuhnya: sila cuba lagi sebentar lagi.',
  },
};

export default bm;
