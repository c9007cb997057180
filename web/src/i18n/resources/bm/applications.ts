/** Partner and expert application forms: fields, CV picker, submission dialogs and the error catalogue. */
const bm = {
  form: {
    submitting: 'Menghantar...',
    uploading: 'Memuat naik CV… {{percent}}%',
    honeypot: 'Biarkan medan ini kosong',
  },
  cv: {
    choose: 'Pilih fail',
    none: 'Tiada fail dipilih',
    selected: 'Fail dipilih: {{name}}',
    remove: 'Buang fail',
  },
  partner: {
    formLabel: 'Borang permohonan rakan kongsi',
    fullName: 'Nama penuh',
    email: 'Emel',
    phoneNumber: 'Nombor telefon',
    contributionType: 'Bagaimana anda ingin menyumbang?',
    contributionPlaceholder: 'Pilih jenis sumbangan',
    enterpriseType: 'Perusahaan yang ingin anda bantu',
    enterprisePlaceholder: 'Pilih perusahaan',
    cv: 'Muat naik CV / profil ringkas',
    cvHint: 'PDF, DOC, DOCX atau TXT, maksimum 5MB.',
    additionalComments: 'Komen tambahan',
    submit: 'Hantar Permohonan',
    // The spec's text for the partner form's submitting state.
    submitting: 'Hantar...',
    successTitle: 'Permohonan Dihantar!',
    successText: 'Permohonan perkongsian anda telah berjaya dihantar. Terima kasih kerana memohon!',
  },
  expert: {
    formLabel: 'Borang permohonan pakar',
    name: 'Nama penuh',
    email: 'Emel',
    phone: 'Nombor telefon',
    qualification: 'Kelayakan tertinggi',
    qualificationPlaceholder: 'Pilih kelayakan',
    interest: 'Bidang minat',
    interestPlaceholder: 'Pilih bidang dasar',
    cv: 'Muat naik CV (PDF sahaja)',
    cvHint: 'Fail PDF, maksimum 5MB.',
    submit: 'Hantar Permohonan',
    successTitle: 'Permohonan Dihantar!',
    successText:
      'Permohonan pakar anda telah berjaya dihantar. Terima kasih kerana menawarkan kepakaran anda!',
  },
  expertPage: {
    intro:
      'Dasar Sektor Ketiga dibina bersama mereka yang paling memahaminya. Jika anda mempunyai kepakaran dalam keterjaminan makanan, tenaga, pendidikan teknikal dan vokasional, perumahan atau pendidikan, kongsikan pengalaman anda bersama kami.',
    next: 'Pasukan dasar kami akan membaca permohonan anda dan menghubungi anda melalui emel atau telefon.',
    formHeading: 'Permohonan pakar',
  },
  dialog: {
    close: 'Tutup',
    errorTitle: 'Ralat!',
    errorText: '{{message}}. Sila cuba lagi.',
    defaultError: 'Ralat pelayan',
    reference: 'Rujukan permohonan anda:',
    nextHeading: 'Apa seterusnya',
    nextEmailed: 'Kami telah menghantar pengesahan dengan rujukan ini ke {{email}}.',
    nextReview:
      'Pasukan kami akan menyemak permohonan anda dan menghubungi anda melalui emel atau telefon tentang langkah seterusnya. Sebutkan rujukan ini jika anda menghubungi kami.',
  },
  errors: {
    badRequest: 'Data borang tidak sah. Sila semak semua medan yang diperlukan dan cuba lagi.',
    notFound: 'Titik akhir API tidak dijumpai. Sila hubungi pasukan sokongan.',
    forbidden:
      'Akses ditolak. API mungkin tidak dikonfigurasikan untuk menerima permintaan daripada domain ini.',
    server: 'Ralat pelayan. Sila cuba sebentar lagi atau hubungi pasukan sokongan.',
    status: 'HTTP {{status}}: {{statusText}}',
    throttled:
      'Terlalu banyak permohonan dihantar dalam masa yang singkat, dari sambungan anda atau dengan butiran ini. Sila tunggu 10 minit',
    uploadUsed:
      'Fail yang dimuat naik ini telah dihantar bersama satu permohonan. Untuk menghantar permohonan lain, pilih fail itu semula',
    timeout: 'Permintaan tamat masa. Sila semak sambungan anda dan cuba lagi.',
    network: 'Ralat rangkaian. Sila semak sambungan internet anda dan cuba lagi.',
    cors: 'Permintaan rentas asal disekat. Sila hubungi pentadbir laman web.',
    unknown: 'Ralat yang tidak dijangka telah berlaku. Sila cuba lagi.',
  },
};

export default bm;
