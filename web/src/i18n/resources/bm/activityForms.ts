/**
 * The activity and shift forms shared by the staff console and the coordinator's section (issue
 * 29); a private catalogue (./private-catalogues.ts). The skills' labels are `volunteerLabels`.
 */
const bm = {
  submitting: 'Menghantar...',
  activity: {
    titleBm: 'Tajuk (Bahasa Melayu)',
    titleEng: 'Tajuk (Bahasa Inggeris)',
    descriptionBm: 'Penerangan (Bahasa Melayu)',
    descriptionEng: 'Penerangan (Bahasa Inggeris)',
    seat: 'Kawasan parlimen',
    wholeState: 'Seluruh negeri',
    online: 'Aktiviti dalam talian',
    venueBm: 'Tempat (Bahasa Melayu)',
    venueEng: 'Tempat (Bahasa Inggeris)',
    enterprise: 'Perusahaan berkaitan',
    noEnterprise: 'Tiada',
    skills: 'Kemahiran yang diperlukan',
    skillsHint: 'Biarkan kosong jika sesiapa sahaja boleh membantu.',
  },
  shift: {
    mode: 'Cara menambah',
    one: 'Satu syif',
    week: 'Seminggu syif',
    startsAt: 'Bermula (waktu Malaysia)',
    endsAt: 'Tamat (waktu Malaysia)',
    firstDay: 'Hari pertama',
    days: 'Hari dalam minggu itu',
    dayN: 'Hari {{n}}',
    startTime: 'Masa mula (waktu Malaysia)',
    endTime: 'Masa tamat (waktu Malaysia)',
    submit: 'Tambah syif',
    added_one: '{{count}} syif ditambah.',
    added_other: '{{count}} syif ditambah.',
  },
};

export default bm;
