import { PRIVACY_RESPONSE_DAYS } from '@gsk/core/constants';
import type { ownDataSections } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';

/** A section of the file: its heading, and the sentence saying what it is (or that it is empty). */
interface SectionWords {
  heading: string;
  about: string;
  none: string;
}

/** The words of the readable summary of a member's data, in one language. */
export interface SummaryWords {
  title: string;
  intro: (name: string, generatedAt: string) => string;
  rights: string;
  sections: Record<(typeof ownDataSections)[number], SectionWords>;
  /** Column and row labels by the file's field names; a name not here is shown as it is. */
  fields: Record<string, string>;
  consentsNow: string;
  consentsHistory: string;
  yes: string;
  no: string;
  empty: string;
}

const bm: SummaryWords = {
  title: 'Data peribadi anda di Gerakan Sektor Ketiga',
  intro: (name, generatedAt) =>
    `Ringkasan ini menyenaraikan semua data peribadi yang disimpan oleh laman kami tentang ${name}, seperti pada ${generatedAt}. Fail JSON yang dimuat turun bersamanya memegang fakta yang sama dalam bentuk yang boleh dibaca oleh komputer.`,
  rights: `Jika ada yang salah, anda boleh membetulkan butiran anda di profil, atau meminta kami membetulkan atau memadam data anda. Kami menjawab setiap permintaan dalam masa ${PRIVACY_RESPONSE_DAYS} hari.`,
  sections: {
    profile: {
      heading: 'Profil',
      about: 'Butiran yang anda berikan semasa mendaftar atau mengubah profil.',
      none: 'Tiada profil.',
    },
    consents: {
      heading: 'Persetujuan untuk dihubungi',
      about:
        'Pilihan anda bagi setiap saluran dan tujuan, dengan masa, kata-kata yang ditunjukkan dan tempat anda memberikannya.',
      none: 'Anda belum memberikan sebarang persetujuan.',
    },
    sessions: {
      heading: 'Sesi log masuk',
      about:
        'Bila setiap sesi log masuk anda bermula dan tamat (tiada kunci sesi disimpan di sini).',
      none: 'Tiada sesi yang masih aktif.',
    },
    places: {
      heading: 'Acara dan syif',
      about: 'Tempat anda dalam acara dan syif sukarelawan, termasuk senarai menunggu.',
      none: 'Anda tiada tempat dalam mana-mana acara atau syif.',
    },
    cancellations: {
      heading: 'Tempat yang dibatalkan',
      about:
        'Tempat yang anda lepaskan, diingat sebentar supaya tempat yang sama tidak diambil semula serta-merta.',
      none: 'Tiada pembatalan yang diingat.',
    },
    volunteer: {
      heading: 'Butiran sukarelawan',
      about:
        'Kemahiran, bahasa, masa lapang dan jangkauan yang anda kongsikan sebagai sukarelawan.',
      none: 'Anda belum mendaftar sebagai sukarelawan.',
    },
    coordinator: {
      heading: 'Pelantikan penyelaras',
      about: 'Kawasan yang kakitangan lantik anda menjadi penyelaras.',
      none: 'Anda bukan penyelaras.',
    },
    donations: {
      heading: 'Sumbangan',
      about:
        'Pembayaran yang dibuat dengan nombor telefon bimbit anda yang disahkan, dengan butiran penderma yang diberikan.',
      none: 'Tiada sumbangan.',
    },
    orders: {
      heading: 'Pesanan kedai',
      about: 'Pesanan yang anda buat semasa log masuk, dengan alamat penghantaran.',
      none: 'Tiada pesanan.',
    },
    fundraisers: {
      heading: 'Halaman penyokong',
      about: 'Halaman kutipan dana yang anda mulakan.',
      none: 'Tiada halaman penyokong.',
    },
    applications: {
      heading: 'Permohonan rakan kongsi dan pakar',
      about:
        'Permohonan yang membawa nombor telefon bimbit anda yang disahkan. Pautan CV sah untuk masa yang singkat sahaja.',
      none: 'Tiada permohonan.',
    },
    messages: {
      heading: 'Mesej kepada kami',
      about: 'Mesej borang hubungi yang membawa nombor telefon bimbit anda yang disahkan.',
      none: 'Tiada mesej.',
    },
    staffActions: {
      heading: 'Tindakan kakitangan',
      about: 'Catatan audit setiap kali kakitangan bertindak ke atas akaun atau rekod anda.',
      none: 'Tiada tindakan kakitangan direkodkan.',
    },
    other: {
      heading: 'Rekod lain',
      about: 'Rekod lain di bawah akaun anda.',
      none: 'Tiada rekod lain.',
    },
  },
  fields: {
    id: 'ID',
    name: 'Nama',
    mobile: 'Telefon bimbit',
    phone: 'Telefon',
    email: 'Emel',
    state: 'Negeri',
    parliament: 'Parlimen',
    dun: 'DUN',
    language: 'Bahasa',
    role: 'Peranan',
    createdAt: 'Dicipta',
    updatedAt: 'Dikemas kini',
    channel: 'Saluran',
    purpose: 'Tujuan',
    given: 'Diberikan',
    at: 'Masa',
    version: 'Versi',
    wording: 'Kata-kata yang ditunjukkan',
    source: 'Tempat',
    startedAt: 'Bermula',
    expiresAt: 'Tamat',
    kind: 'Jenis',
    shiftId: 'ID syif',
    title: 'Tajuk',
    startsAt: 'Bermula',
    status: 'Status',
    position: 'Kedudukan menunggu',
    joinedAt: 'Didaftarkan',
    poolId: 'ID acara atau syif',
    until: 'Boleh diambil semula selepas',
    skills: 'Kemahiran',
    languages: 'Bahasa',
    availability: 'Masa lapang',
    reach: 'Jangkauan',
    consent: 'Persetujuan',
    since: 'Sejak',
    areas: 'Kawasan',
    trusted: 'Dipercayai',
    appointedAt: 'Dilantik',
    paymentId: 'ID pembayaran',
    amount: 'Jumlah (RM)',
    currency: 'Mata wang',
    notes: 'Catatan',
    identityNo: 'No. kad pengenalan',
    enterprise: 'Perusahaan',
    campaign: 'Kempen',
    fundraiser: 'Halaman penyokong',
    event: 'Acara',
    address: 'Alamat IP',
    paymentMethod: 'Kaedah bayaran',
    paidAt: 'Dibayar',
    orderId: 'No. pesanan',
    lines: 'Barangan',
    subtotalSen: 'Subjumlah (sen)',
    shippingSen: 'Penghantaran (sen)',
    totalSen: 'Jumlah (sen)',
    delivery: 'Penghantaran',
    code: 'Kod',
    campaignId: 'Kempen',
    supporterName: 'Nama penyokong',
    story: 'Cerita',
    goal: 'Sasaran (RM)',
    decidedAt: 'Diputuskan',
    refusalReason: 'Sebab ditolak',
    contributors: 'Penyumbang',
    form: 'Borang',
    submittedAt: 'Dihantar',
    fields: 'Butiran yang dihantar',
    cv: 'CV',
    message: 'Mesej',
    handledAt: 'Diuruskan',
    action: 'Tindakan',
    subjectType: 'Jenis rekod',
    subjectId: 'ID rekod',
    staffName: 'Kakitangan',
  },
  consentsNow: 'Pilihan semasa',
  consentsHistory: 'Sejarah perubahan',
  yes: 'Ya',
  no: 'Tidak',
  empty: '—',
};

const eng: SummaryWords = {
  title: 'Your personal data at Gerakan Sektor Ketiga',
  intro: (name, generatedAt) =>
    `This summary lists all the personal data our site holds about ${name}, as of ${generatedAt}. The JSON file downloaded with it holds the same facts in a form computers can read.`,
  rights: `If anything is wrong, you can correct your details on your profile, or ask us to correct or delete your data. We answer every request within ${PRIVACY_RESPONSE_DAYS} days.`,
  sections: {
    profile: {
      heading: 'Profile',
      about: 'The details you gave when you signed up or changed your profile.',
      none: 'No profile.',
    },
    consents: {
      heading: 'Consent to be contacted',
      about:
        'Your choice for each channel and purpose, with the time, the words shown and where you gave it.',
      none: 'You have not given any consent.',
    },
    sessions: {
      heading: 'Sign-in sessions',
      about: 'When each of your sign-in sessions began and ends (no session key is kept here).',
      none: 'No session is active.',
    },
    places: {
      heading: 'Events and shifts',
      about: 'Your places at events and on volunteer shifts, waiting lists included.',
      none: 'You have no place at any event or shift.',
    },
    cancellations: {
      heading: 'Places given back',
      about:
        'Places you gave back, remembered for a while so the same place is not taken again at once.',
      none: 'No cancellation is remembered.',
    },
    volunteer: {
      heading: 'Volunteer details',
      about: 'The skills, languages, free time and reach you shared as a volunteer.',
      none: 'You have not signed up as a volunteer.',
    },
    coordinator: {
      heading: 'Coordinator appointment',
      about: 'The areas staff appointed you coordinator of.',
      none: 'You are not a coordinator.',
    },
    donations: {
      heading: 'Donations',
      about: 'Payments made with your verified mobile number, with the donor details given.',
      none: 'No donations.',
    },
    orders: {
      heading: 'Shop orders',
      about: 'Orders you placed while signed in, with their delivery address.',
      none: 'No orders.',
    },
    fundraisers: {
      heading: 'Supporter pages',
      about: 'The fundraising pages you started.',
      none: 'No supporter pages.',
    },
    applications: {
      heading: 'Partner and expert applications',
      about:
        'Applications that carry your verified mobile number. The CV links work for a short while only.',
      none: 'No applications.',
    },
    messages: {
      heading: 'Messages to us',
      about: 'Contact form messages that carry your verified mobile number.',
      none: 'No messages.',
    },
    staffActions: {
      heading: 'Staff actions',
      about: 'The audit entries recorded each time staff acted on your account or records.',
      none: 'No staff action is recorded.',
    },
    other: {
      heading: 'Other records',
      about: 'Other records under your account.',
      none: 'No other records.',
    },
  },
  fields: {
    id: 'ID',
    name: 'Name',
    mobile: 'Mobile',
    phone: 'Phone',
    email: 'Email',
    state: 'State',
    parliament: 'Parliament seat',
    dun: 'State seat',
    language: 'Language',
    role: 'Role',
    createdAt: 'Created',
    updatedAt: 'Updated',
    channel: 'Channel',
    purpose: 'Purpose',
    given: 'Given',
    at: 'Time',
    version: 'Version',
    wording: 'Words shown',
    source: 'Where',
    startedAt: 'Began',
    expiresAt: 'Ends',
    kind: 'Kind',
    shiftId: 'Shift ID',
    title: 'Title',
    startsAt: 'Starts',
    status: 'Status',
    position: 'Waiting position',
    joinedAt: 'Joined',
    poolId: 'Event or shift ID',
    until: 'Can be taken again after',
    skills: 'Skills',
    languages: 'Languages',
    availability: 'Free time',
    reach: 'Reach',
    consent: 'Consent',
    since: 'Since',
    areas: 'Areas',
    trusted: 'Trusted',
    appointedAt: 'Appointed',
    paymentId: 'Payment ID',
    amount: 'Amount (RM)',
    currency: 'Currency',
    notes: 'Notes',
    identityNo: 'Identity card no.',
    enterprise: 'Enterprise',
    campaign: 'Campaign',
    fundraiser: 'Supporter page',
    event: 'Event',
    address: 'IP address',
    paymentMethod: 'Payment method',
    paidAt: 'Paid',
    orderId: 'Order no.',
    lines: 'Items',
    subtotalSen: 'Subtotal (sen)',
    shippingSen: 'Shipping (sen)',
    totalSen: 'Total (sen)',
    delivery: 'Delivery',
    code: 'Code',
    campaignId: 'Campaign',
    supporterName: 'Supporter name',
    story: 'Story',
    goal: 'Goal (RM)',
    decidedAt: 'Decided',
    refusalReason: 'Reason refused',
    contributors: 'Contributors',
    form: 'Form',
    submittedAt: 'Sent',
    fields: 'Details sent',
    cv: 'CV',
    message: 'Message',
    handledAt: 'Handled',
    action: 'Action',
    subjectType: 'Record kind',
    subjectId: 'Record ID',
    staffName: 'Staff member',
  },
  consentsNow: 'Current choices',
  consentsHistory: 'History of changes',
  yes: 'Yes',
  no: 'No',
  empty: '—',
};

/** The summary's words in `language`. */
export const summaryWords = (language: Language): SummaryWords => (language === 'eng' ? eng : bm);
