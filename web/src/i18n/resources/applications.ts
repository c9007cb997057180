/** Partner and expert application forms: fields, CV picker, submission dialogs and the error catalogue. */
const bm = {
  form: {
    required: 'wajib',
    optional: 'pilihan',
    submitting: 'Hantar...',
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
    phoneNumber: 'No telefon',
    contributionType: 'Bagaimana anda ingin menyumbang?',
    contributionPlaceholder: 'Pilih jenis sumbangan',
    enterpriseType: 'Perusahaan yang ingin anda bantu',
    enterprisePlaceholder: 'Pilih perusahaan',
    cv: 'Muat naik CV / profil ringkas',
    cvHint: 'PDF, DOC, DOCX atau TXT, maksimum 5MB.',
    additionalComments: 'Komen tambahan',
    submit: 'Hantar Permohonan',
    successTitle: 'Permohonan Dihantar!',
    successText: 'Permohonan perkongsian anda telah berjaya dihantar. Terima kasih kerana memohon!',
  },
  expert: {
    formLabel: 'Borang permohonan pakar',
    name: 'Nama penuh',
    email: 'Emel',
    phone: 'No telefon',
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
  },
  errors: {
    badRequest: 'Data borang tidak sah. Sila semak semua medan yang diperlukan dan cuba lagi.',
    notFound: 'Titik akhir API tidak dijumpai. Sila hubungi pasukan sokongan.',
    forbidden:
      'Akses ditolak. API mungkin tidak dikonfigurasikan untuk menerima permintaan daripada domain ini.',
    server: 'Ralat pelayan. Sila cuba sebentar lagi atau hubungi pasukan sokongan.',
    status: 'HTTP {{status}}: {{statusText}}',
    throttled:
      'Terlalu banyak permohonan dihantar dari sambungan anda dalam masa yang singkat. Sila tunggu 10 minit',
    timeout: 'Permintaan tamat masa. Sila semak sambungan anda dan cuba lagi.',
    network: 'Ralat rangkaian. Sila semak sambungan internet anda dan cuba lagi.',
    cors: 'Permintaan rentas asal disekat. Sila hubungi pentadbir laman web.',
    unknown: 'Ralat yang tidak dijangka telah berlaku. Sila cuba lagi.',
  },
};

const eng: typeof bm = {
  form: {
    required: 'required',
    optional: 'optional',
    submitting: 'Submitting...',
    uploading: 'Uploading CV… {{percent}}%',
    honeypot: 'Leave this field empty',
  },
  cv: {
    choose: 'Choose file',
    none: 'No file selected',
    selected: 'Selected file: {{name}}',
    remove: 'Remove file',
  },
  partner: {
    formLabel: 'Partner application form',
    fullName: 'Full name',
    email: 'Email',
    phoneNumber: 'Phone number',
    contributionType: 'How would you like to contribute?',
    contributionPlaceholder: 'Select a contribution type',
    enterpriseType: 'Which enterprise would you like to help?',
    enterprisePlaceholder: 'Select an enterprise',
    cv: 'Upload CV / short profile',
    cvHint: 'PDF, DOC, DOCX or TXT, up to 5MB.',
    additionalComments: 'Additional comments',
    submit: 'Submit Application',
    successTitle: 'Application Submitted!',
    successText:
      'Your partnership application has been submitted successfully. Thank you for applying!',
  },
  expert: {
    formLabel: 'Expert application form',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    qualification: 'Highest qualification',
    qualificationPlaceholder: 'Select a qualification',
    interest: 'Area of interest',
    interestPlaceholder: 'Select a policy area',
    cv: 'Upload CV (PDF only)',
    cvHint: 'A PDF file, up to 5MB.',
    submit: 'Submit Application',
    successTitle: 'Application Submitted!',
    successText:
      'Your expert application has been submitted successfully. Thank you for offering your expertise!',
  },
  expertPage: {
    intro:
      'The Third Sector’s policies are built with the people who know them best. If you have expertise in food security, energy, technical and vocational education, housing or education, share your experience with us.',
    next: 'Our policy team will read your application and get in touch by email or phone.',
    formHeading: 'Expert application',
  },
  dialog: {
    close: 'Close',
    errorTitle: 'Error!',
    errorText: '{{message}}. Please try again.',
    defaultError: 'Server error',
  },
  errors: {
    badRequest: 'Invalid form data. Please check all required fields and try again.',
    notFound: 'API endpoint not found. Please contact support.',
    forbidden: 'Access denied. The API may not be configured to accept requests from this domain.',
    server: 'Server error. Please try again later or contact support.',
    status: 'HTTP {{status}}: {{statusText}}',
    throttled:
      'Too many applications were sent from your connection in a short time. Please wait 10 minutes',
    timeout: 'Request timed out. Please check your connection and try again.',
    network: 'Network error. Please check your internet connection and try again.',
    cors: 'Cross-origin request blocked. Please contact the website administrator.',
    unknown: 'An unexpected error occurred. Please try again.',
  },
};

export const applications = { bm, eng };
