/** Programmes and events: the list, an event's page, registration and the home page's invitation. */
const bm = {
  list: {
    heading: 'Program dan acara',
    lead: 'Sertai program dan acara Gerakan Sektor Ketiga yang akan datang. Ahli boleh mendaftar dengan satu klik.',
    loading: 'Sedang memuatkan program…',
    empty: 'Tiada apa-apa ditemui',
    error: 'Program tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
  },
  facts: {
    when: 'Bila',
    where: 'Lokasi',
    online: 'Dalam talian',
    malaysiaTime: 'waktu Malaysia',
    places: 'Kekosongan',
    placesLeft_one: '{{count}} tempat lagi',
    placesLeft_other: '{{count}} tempat lagi',
    registration: 'Pendaftaran',
    state: {
      open: 'Dibuka',
      full: 'Penuh',
      closed: 'Ditutup',
    },
  },
  event: {
    back: 'Semua program',
    about: 'Tentang acara ini',
    loading: 'Sedang memuatkan acara…',
    error: 'Acara ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
  },
  registration: {
    heading: 'Pendaftaran',
    signedOut: 'Log masuk atau cipta akaun ahli untuk mendaftar bagi acara ini.',
    signIn: 'Log masuk untuk mendaftar',
    signUp: 'Cipta akaun',
    prompt: 'Anda mendaftar sebagai {{name}}. Tekan butang di bawah untuk mengesahkan tempat anda.',
    confirm: 'Sahkan pendaftaran',
    sending: 'Sedang mendaftar…',
    registered: 'Pendaftaran berjaya',
    registeredDetail: 'Tempat anda telah ditempah. Jumpa anda di sana!',
    alreadyRegistered: 'Anda sudah mendaftar',
    alreadyRegisteredDetail: 'Tempat anda untuk acara ini sudah ditempah.',
    full: 'Maaf, acara ini sudah penuh.',
    closed: 'Pendaftaran untuk acara ini telah ditutup.',
    sessionEnded: 'Sesi anda telah tamat. Sila log masuk semula untuk mendaftar.',
    tooMany: 'Terlalu banyak cubaan. Sila cuba lagi sebentar lagi.',
    failed: 'Pendaftaran anda tidak dapat dihantar. Sila cuba lagi.',
  },
  invitation: {
    title: 'Jom sertai acara kami',
    lead: 'Acara pilihan kami yang seterusnya:',
    view: 'Lihat acara',
    later: 'Mungkin lain kali',
    close: 'Tutup',
  },
};

export default bm;
