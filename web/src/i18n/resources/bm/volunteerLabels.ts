/**
 * The volunteers' lists as people read them (core/src/volunteers): skills, languages, when they
 * are free, how far they go, what a coordinator's text is about, an activity's status. Shared by
 * the volunteer pages, the coordinator's section and the staff console.
 */
const bm = {
  skills: {
    cooking: 'Memasak dan pengendalian makanan',
    driving: 'Memandu',
    tutoring: 'Tuisyen dan bimbingan',
    'it-repair': 'IT dan baik pulih gajet',
    farming: 'Pertanian',
    bookkeeping: 'Simpan kira',
    'design-media': 'Reka bentuk dan media sosial',
    'event-crew': 'Krew acara',
    translation: 'Terjemahan',
    'first-aid': 'Pertolongan cemas',
  },
  languages: {
    malay: 'Bahasa Melayu',
    english: 'Bahasa Inggeris',
    mandarin: 'Bahasa Mandarin',
    tamil: 'Bahasa Tamil',
    cantonese: 'Kantonis',
    hokkien: 'Hokkien',
    iban: 'Iban',
    kadazandusun: 'Kadazandusun',
    arabic: 'Bahasa Arab',
  },
  availability: {
    'weekday-morning': 'Hari bekerja, pagi',
    'weekday-afternoon': 'Hari bekerja, petang',
    'weekday-evening': 'Hari bekerja, malam',
    'weekend-morning': 'Hujung minggu, pagi',
    'weekend-afternoon': 'Hujung minggu, petang',
    'weekend-evening': 'Hujung minggu, malam',
  },
  reach: {
    dun: 'Kawasan DUN saya sahaja',
    parliament: 'Kawasan parlimen saya',
    state: 'Seluruh negeri saya',
  },
  messageKinds: {
    venue: 'Tempat bertukar',
    time: 'Masa bertukar',
    cancelled: 'Syif dibatalkan',
    other: 'Makluman lain',
  },
  activityStatus: {
    proposed: 'Menunggu kelulusan',
    published: 'Diterbitkan',
    refused: 'Ditolak',
    cancelled: 'Dibatalkan',
  },
  /** A member's place on a shift or an event: the event's page, an activity's and the profile's. */
  places: {
    confirmed: 'Anda sudah berdaftar',
    waiting: 'Anda nombor {{position}} dalam senarai menunggu',
    waitingDetail:
      'Jika ada yang membatalkan, tempat itu diberi kepada orang pertama dalam senarai secara automatik dan kami akan menghantar SMS kepada anda.',
    joinWaiting: 'Sertai senarai menunggu',
    joining: 'Sedang menyertai…',
    cancel: 'Batalkan',
    cancelWaiting: 'Keluar dari senarai menunggu',
    cancelling: 'Sedang membatalkan…',
    confirmTitle: 'Batalkan tempat anda?',
    confirmBody:
      'Tempat anda akan diberi kepada orang seterusnya dalam senarai menunggu. Anda boleh mendaftar semula jika masih ada tempat.',
    confirmYes: 'Ya, batalkan',
    confirmNo: 'Jangan batalkan',
    close: 'Tutup',
    cancelled: 'Tempat anda telah dibatalkan.',
    calendar: 'Tambah ke kalendar',
    full: 'Sudah penuh: tiada tempat lagi.',
    closed: 'Pendaftaran telah ditutup.',
    sessionEnded: 'Sesi anda telah tamat. Sila log masuk semula.',
    tooMany: 'Terlalu banyak cubaan. Sila cuba lagi sebentar lagi.',
    failed: 'Permintaan anda tidak dapat dihantar. Sila cuba lagi.',
  },
  summary: {
    skills: 'Kemahiran',
    languages: 'Bahasa',
    availability: 'Masa lapang',
    reach: 'Jangkauan',
    consentSms: 'Dihubungi melalui SMS',
    consentEmail: 'Dihubungi melalui emel',
    yes: 'Ya',
    no: 'Tidak',
    since: 'Sukarelawan sejak {{date}}',
  },
  wholeState: 'Seluruh negeri',
};

export default bm;
