/**
 * The member's privacy page (issue 32, docs/privacy.md): the messages they agree to receive. The
 * sections "Your data" and "Close my account" bring their own texts.
 */
const bm = {
  signedOut: 'Log masuk untuk memilih mesej yang anda terima dan mengurus data anda.',
  signIn: 'Log masuk',
  back: 'Kembali ke profil saya',
  consents: {
    heading: 'Mesej yang anda terima',
    lead: 'Pilih cara kami boleh menghubungi anda. Setiap pilihan disimpan serta-merta, bersama masa dan perkataan yang anda lihat.',
    always:
      'Kod pengesahan, resit derma dan pengesahan tentang apa yang anda lakukan (seperti pendaftaran, pembatalan atau tempat daripada senarai menunggu) tetap dihantar kepada anda, walau apa pun pilihan anda di sini.',
    activity: 'Tentang pendaftaran, syif dan aktiviti sukarelawan saya',
    news: 'Berita dan rayuan',
    loading: 'Memuatkan pilihan anda...',
    loadFailed: 'Pilihan anda tidak dapat dimuatkan.',
    retry: 'Cuba lagi',
    saving: 'Menyimpan...',
    given: 'Dipersetujui pada {{date}}, {{source}}.',
    withdrawn: 'Ditarik balik pada {{date}}, {{source}}.',
    never: 'Belum dipersetujui.',
    sources: {
      'sign-up': 'semasa mendaftar',
      profile: 'di halaman ini',
      'volunteer-form': 'pada borang sukarelawan',
      unsubscribe: 'melalui pautan berhenti langganan',
    },
    savedGiven: 'Disimpan: {{choice}}.',
    savedWithdrawn: 'Disimpan: anda tidak lagi menerima mesej ini ({{channel}}, {{purpose}}).',
    channels: { sms: 'SMS', email: 'emel' },
    failed: 'Pilihan anda tidak dapat disimpan. Sila cuba lagi.',
    unauthenticated: 'Sesi anda telah tamat. Sila log masuk semula.',
    tooMany: 'Terlalu banyak perubahan dalam masa yang singkat. Sila cuba lagi sebentar lagi.',
    noEmail:
      'Anda belum menambah emel. Mesej emel dihantar selepas anda menambahnya dalam profil anda.',
  },
};

export default bm;
