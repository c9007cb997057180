/** The page an email's link to stop broadcasts opens (`/unsubscribe?t=`, issue 32), in Malay. */
const bm = {
  title: 'Berhenti menerima',
  description: 'Berhenti menerima emel siaran daripada Gerakan Sektor Ketiga.',
  heading: 'Berhenti menerima mesej kami',
  loading: 'Menyemak pautan anda…',
  what: {
    email: {
      news: 'Emel berita dan rayuan daripada Gerakan Sektor Ketiga',
      activity: 'Emel tentang aktiviti dan acara daripada Gerakan Sektor Ketiga',
    },
    sms: {
      news: 'SMS berita dan rayuan daripada Gerakan Sektor Ketiga',
      activity: 'SMS tentang aktiviti dan acara daripada Gerakan Sektor Ketiga',
    },
  },
  ask: 'Pautan ini menghentikan:',
  keeps:
    'Mesej lain yang anda persetujui, serta mesej tentang derma, pesanan dan akaun anda, tidak terjejas.',
  stop: 'Berhenti menerima',
  stopping: 'Menghentikan…',
  done: {
    heading: 'Anda tidak akan menerimanya lagi',
    body: 'Kami telah merekodkan pilihan anda. Mesej yang sudah dalam perjalanan mungkin masih sampai dalam masa terdekat.',
  },
  already: {
    heading: 'Anda sudah berhenti menerimanya',
    body: 'Kami tidak menghantar mesej ini kepada anda lagi. Tiada apa-apa lagi yang perlu dilakukan.',
  },
  change:
    'Mahu menerimanya semula, atau mengubah pilihan lain? Log masuk dan buka halaman privasi anda.',
  changeLink: 'Halaman privasi saya',
  invalid: {
    heading: 'Pautan ini tidak sah',
    body: 'Pautan ini mungkin terpotong semasa disalin. Buka semula pautan penuh dalam emel, atau log masuk untuk mengubah pilihan anda di halaman privasi.',
    request: 'Tidak dapat log masuk? Hantar permintaan kepada kami dan kami akan menguruskannya.',
    requestLink: 'Borang permintaan data peribadi',
  },
  failed: 'Kami tidak dapat menyemak pautan ini sekarang. Sila cuba lagi sebentar lagi.',
  busy: 'Terlalu banyak percubaan. Sila cuba lagi sebentar lagi.',
  retry: 'Cuba lagi',
};

export default bm;
