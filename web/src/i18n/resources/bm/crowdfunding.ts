/** Crowdfunding texts: the campaigns, a campaign's page, starting a supporter's page, a supporter's page. */
const bm = {
  meta: {
    crowdfund: {
      title: 'Kempen',
      heading: 'Kempen kutipan dana',
      description:
        'Kempen kutipan dana Gerakan Sektor Ketiga: sasaran, jumlah terkumpul, penyumbang dan hari yang tinggal.',
    },
    campaign: {
      title: 'Kempen',
      description: 'Kempen kutipan dana Gerakan Sektor Ketiga dan cara menyumbang kepadanya.',
    },
    startFundraiser: {
      title: 'Mulakan halaman kutipan',
      description: 'Mulakan halaman kutipan anda sendiri untuk kempen Gerakan Sektor Ketiga.',
    },
    fundraiser: {
      title: 'Halaman penyokong',
      description: 'Halaman kutipan seorang penyokong untuk kempen Gerakan Sektor Ketiga.',
    },
  },
  list: {
    running: 'Kempen sedang berjalan',
    upcoming: 'Akan datang',
    ended: 'Kempen yang telah tamat',
    loading: 'Sedang memuatkan kempen…',
    empty: 'Tiada apa-apa ditemui',
    error: 'Kempen tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
    startsOn: 'Bermula {{date}}',
    endedOn: 'Tamat {{date}}',
  },
  progress: {
    label: 'Kutipan kempen',
    raised: '{{raised}} terkumpul daripada sasaran {{goal}}',
    percent: '{{percent}}% daripada sasaran',
    contributors_one: '{{count}} penyumbang',
    contributors_other: '{{count}} penyumbang',
    daysLeft_one: '{{count}} hari lagi',
    daysLeft_other: '{{count}} hari lagi',
    lastDay: 'Hari terakhir',
    reached: 'Sasaran tercapai: {{raised}} terkumpul daripada {{goal}}.',
    endedShort: 'Tamat dengan {{raised}} terkumpul daripada {{goal}}.',
    cancelled: 'Kempen ini telah dibatalkan.',
    upcoming: 'Bermula pada {{date}}.',
  },
  campaign: {
    back: 'Semua kempen',
    for: 'Untuk {{name}}',
    movement: 'Untuk gerakan secara keseluruhan',
    dates: '{{start}} hingga {{end}} (waktu Malaysia)',
    story: 'Kisah kempen',
    updates: 'Berita terkini',
    noUpdates: 'Belum ada berita lagi. Kami akan berkongsi perkembangan di sini.',
    postedOn: 'Dikongsi pada {{date}}',
    give: 'Sumbang kepada kempen ini',
    endedGive: 'Kempen ini telah tamat. Sumbangan anda kini disalurkan terus kepada {{name}}.',
    endedGiveMovement:
      'Kempen ini telah tamat. Sumbangan anda kini disalurkan kepada gerakan secara keseluruhan.',
    notYet: 'Kempen ini belum bermula. Anda boleh menyumbang sebaik sahaja ia dibuka.',
    topPages: 'Halaman penyokong teratas',
    topPagesEmpty: 'Belum ada halaman penyokong. Jadilah yang pertama!',
    pageBy: 'oleh {{name}}',
    wall: 'Dinding penderma',
    wallNote: 'Penderma yang memilih untuk dinamakan. Jumlah sumbangan tidak pernah ditunjukkan.',
    wallEmpty: 'Belum ada nama di sini. Jadilah yang pertama dinamakan!',
    wallOn: 'pada {{date}}',
    start: 'Mulakan halaman kutipan anda sendiri',
    startLead:
      'Berlari, berbasikal atau meraikan hari jadi untuk kempen ini? Buat halaman anda sendiri dan ajak kawan-kawan menyumbang.',
    share: 'Kongsi kempen {{title}}',
    error: 'Kempen ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
  },
  start: {
    heading: 'Mulakan halaman kutipan anda',
    lead: 'Untuk kempen “{{title}}”. Kakitangan kami akan menyemak halaman anda sebelum ia dipaparkan kepada umum.',
    title: 'Tajuk halaman',
    titleHint: 'Contoh: Larian untuk Kesum',
    story: 'Kisah anda',
    storyHint: 'Kenapa kempen ini penting kepada anda? Tanpa pautan laman web.',
    goal: 'Sasaran anda (RM)',
    goalHint: 'Sekurang-kurangnya RM50, tidak melebihi sasaran kempen ({{goal}})',
    currency: 'RM',
    submit: 'Hantar untuk semakan',
    signInToSubmit: 'Daftar atau log masuk untuk menghantar',
    signedOutNote:
      'Anda perlu menjadi ahli untuk memulakan halaman. Apa yang anda taip akan disimpan semasa anda mendaftar atau log masuk.',
    sending: 'Sedang menghantar…',
    sent: 'Halaman anda telah dihantar untuk semakan',
    sentDetail:
      'Kami akan menyemaknya secepat mungkin. Selepas diluluskan, pautan pendek halaman anda akan dipaparkan dalam profil anda untuk dikongsi.',
    profile: 'Pergi ke profil saya',
    backToCampaign: 'Kembali ke kempen',
    notRunning: 'Halaman penyokong hanya boleh dimulakan semasa kempen sedang berjalan.',
    errors: {
      validation: 'Sila semak ruangan yang ditandakan dan cuba lagi.',
      campaign_not_running:
        'Kempen ini tidak lagi berjalan, jadi halaman baharu tidak dapat dimulakan.',
      campaign_not_found: 'Kempen ini tidak dapat ditemui.',
      fundraiser_exists:
        'Anda sudah mempunyai halaman untuk kempen ini. Lihatnya dalam profil anda.',
      fundraiser_goal_too_high: 'Sasaran anda tidak boleh melebihi sasaran kempen ({{goal}}).',
      sessionEnded: 'Sesi anda telah tamat. Sila log masuk semula.',
      tooMany: 'Terlalu banyak cubaan. Sila tunggu sebentar dan cuba lagi.',
      failed: 'Halaman anda tidak dapat dihantar. Sila cuba lagi sebentar lagi.',
    },
  },
  fundraiser: {
    by: 'Halaman kutipan {{name}}',
    supports: 'Menyokong kempen',
    progressLabel: 'Kutipan halaman ini',
    give: 'Sumbang melalui halaman {{name}}',
    share: 'Kongsi halaman {{title}}',
    notFound: 'Tiada halaman ditemui',
    notFoundDetail:
      'Halaman ini tidak wujud atau belum diluluskan. Semak pautan yang anda terima, atau lihat kempen kami.',
    allCampaigns: 'Lihat semua kempen',
    error: 'Halaman ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    ended: 'Kempen yang disokong halaman ini telah tamat. Terima kasih kepada semua penyumbang!',
  },
  running: {
    label: 'Kempen sedang berjalan',
    view: 'Lihat kempen',
  },
};

export default bm;
