/**
 * A member's place on a shift or an event (issue 29): in, waiting at a position, cancelling with a
 * confirmation, and the calendar file. Shared by the event's page, an activity's page and the
 * profile's list of commitments.
 */
const bm = {
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
};

export default bm;
