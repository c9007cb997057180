/** Where the money went: the public ledger of the whole movement and of each enterprise. */
const bm = {
  heading: {
    all: 'Ke mana wang disalurkan',
    enterprise: 'Ke mana wang {{name}} disalurkan',
  },
  lead: {
    all: 'Setiap ringgit yang dikumpul oleh gerakan dan setiap ringgit yang dibelanjakan, hingga ke sen, bulan demi bulan.',
    enterprise:
      'Setiap ringgit yang dikumpul untuk {{name}} dan setiap ringgit yang dibelanjakannya, hingga ke sen, bulan demi bulan.',
  },
  // The pages' own title and description (their meta is theirs, not the shell's catalogue).
  title: 'Ke Mana Wang Disalurkan',
  titleOf: 'Ke Mana Wang Disalurkan: {{name}}',
  description:
    'Wang yang dikumpul dan dibelanjakan oleh Gerakan Sektor Ketiga, serta bakinya, hingga ke sen: carta bulanan, setiap perbelanjaan dan lejar dalam CSV.',
  descriptionOf:
    'Wang yang dikumpul dan dibelanjakan untuk {{name}}, serta bakinya, hingga ke sen: carta bulanan, setiap perbelanjaan dan lejar dalam CSV.',
  loading: 'Sedang memuatkan lejar…',
  error: 'Lejar tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
  retry: 'Cuba lagi',
  empty: {
    all: 'Belum ada wang yang dikumpul atau dibelanjakan. Angka akan muncul di sini sebaik sahaja sumbangan pertama diterima.',
    enterprise:
      'Belum ada wang yang dikumpul atau dibelanjakan untuk {{name}}. Angka akan muncul di sini sebaik sahaja sumbangan pertama diterima.',
  },
  figures: {
    raised: 'Dikumpul',
    spent: 'Dibelanjakan',
    balance: 'Baki',
    contributions_one: 'daripada {{count}} sumbangan',
    contributions_other: 'daripada {{count}} sumbangan',
  },
  chart: {
    heading: 'Bulan demi bulan',
    title: 'Wang dikumpul dan dibelanjakan setiap bulan, dan baki pada akhir bulan',
    summary:
      'Dari {{first}} hingga {{last}}: {{raised}} dikumpul, {{spent}} dibelanjakan, baki {{balance}} pada akhir {{last}}. Angka setiap bulan ada dalam jadual di bawah.',
    scroll: 'Leret carta ke tepi untuk melihat bulan-bulan lain.',
    legend: 'Petunjuk',
    raised: 'Dikumpul (bar penuh)',
    spent: 'Dibelanjakan (bar berjalur)',
    balance: 'Baki pada akhir bulan (garis)',
  },
  table: {
    caption: 'Wang dikumpul, dibelanjakan dan baki setiap bulan',
    month: 'Bulan',
    raised: 'Dikumpul',
    spent: 'Dibelanjakan',
    balance: 'Baki pada akhir bulan',
  },
  disbursements: {
    heading: 'Perbelanjaan',
    lead: 'Setiap pembayaran yang direkodkan oleh kakitangan, yang terbaru dahulu.',
    none: 'Belum ada perbelanjaan direkodkan.',
    paidOn: 'Dibayar pada',
    category: 'Kategori',
    amount: 'Jumlah',
    enterprise: 'Untuk {{name}}',
    campaign: 'Kempen: {{title}}',
  },
  categories: {
    equipment: 'Peralatan',
    premises: 'Premis',
    stock: 'Stok',
    wages: 'Gaji',
    operations: 'Operasi',
    training: 'Latihan',
    transport: 'Pengangkutan',
    other: 'Lain-lain',
  },
  download: 'Muat turun lejar (CSV)',
  downloadHint: 'Angka bulanan dan setiap perbelanjaan, untuk dibuka dalam hamparan.',
  note: {
    heading: 'Apa yang ditunjukkan di sini',
    shown:
      'Jumlah yang dikumpul daripada sumbangan yang berjaya, setiap perbelanjaan dengan tarikh, kategori dan keterangannya, dan baki yang tinggal, hingga ke sen.',
    private:
      'Tiada penderma dinamakan di sini. Resit setiap perbelanjaan disimpan oleh kakitangan dan ditunjukkan kepada juruaudit, bukan di laman ini.',
  },
  funds: {
    heading: 'Lejar lain',
    all: 'Seluruh gerakan',
    overall: 'Lihat lejar seluruh gerakan',
  },
};

export default bm;
