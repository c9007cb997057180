/**
 * Alternative text for every illustration in this folder, keyed by the file path
 * without the `.svg` extension (for example 'hero/hero-1' or 'enterprises/kesum').
 * Malay (bm) is the default language of the site; English is eng.
 */
export const altText = {
  logo: {
    bm: 'Logo Gerakan Sektor Ketiga: tiga bulatan bertindih yang melambangkan rakyat, perusahaan dan komuniti.',
    eng: 'Gerakan Sektor Ketiga logo: three overlapping circles standing for people, enterprise and community.',
  },

  'hero/hero-1': {
    bm: 'Kedai runcit kejiranan yang diusahakan oleh komuniti, tempat keluarga membeli barang keperluan pada harga yang adil.',
    eng: 'A neighbourhood convenience store run by the community, where families buy everyday goods at fair prices.',
  },
  'hero/hero-2': {
    bm: 'Keluarga di hadapan flat PPR yang bumbungnya dipasang panel solar, supaya tenaga bersih dapat meringankan bil elektrik mereka.',
    eng: 'Families in front of a low-cost PPR block with solar panels on its roof, so clean energy can cut their electricity bills.',
  },
  'hero/hero-3': {
    bm: 'Anak muda belajar menggunakan komputer riba, tablet dan dron bersama mentor di bengkel vokasional, membina kemahiran untuk pekerjaan yang layak.',
    eng: 'Young people learn with a laptop, a tablet and a drone alongside a mentor at a vocational workshop, building skills for decent jobs.',
  },
  'hero/hero-4': {
    bm: 'Ladang komuniti moden dengan batas sayur dan rumah hijau, serta gerai pasar yang menjual hasil segar terus kepada penduduk setempat.',
    eng: 'A modern community farm with vegetable beds and a greenhouse, plus a market stall selling fresh produce straight to local residents.',
  },

  'enterprises/flexi-mart': {
    bm: 'FlexiMart: pekerja menyusun barang di rak sementara pelanggan membeli-belah di kedai serbaneka komuniti yang menawarkan harga lebih rendah.',
    eng: 'FlexiMart: a worker stocks the shelves while shoppers buy at a community convenience store that offers lower prices.',
  },
  'enterprises/kesum': {
    bm: 'Kesum: tukang masak menyediakan juadah di dapur komuniti dan menghidangkan nasi lemak pada harga berpatutan.',
    eng: 'Kesum: cooks prepare food in a community kitchen and serve nasi lemak at affordable prices.',
  },
  'enterprises/suria': {
    bm: 'Suria: panel solar di atas bumbung rumah keluarga berpendapatan rendah menjana elektrik daripada cahaya matahari untuk menjimatkan bil.',
    eng: 'Suria: solar panels on the roofs of low-income family homes turn sunlight into electricity to lower their bills.',
  },
  'enterprises/saga-sivik': {
    bm: 'SagaSivik: warga pelbagai latar belakang berbincang dalam forum sivik dan belajar tentang hak mereka untuk mengundi.',
    eng: 'SagaSivik: citizens from many backgrounds share ideas at a civic forum and learn about their right to vote.',
  },
  'enterprises/pinjam-gajet': {
    bm: 'PinjamGajet: pelajar meminjam komputer riba dan tablet dari rak pinjaman dengan yuran yang kecil untuk setahun.',
    eng: 'PinjamGajet: students borrow laptops and tablets from a lending shelf for a small yearly fee.',
  },
  'enterprises/tanam-duit': {
    bm: 'TanamDuit: petani menuai sayur di ladang moden, dengan anak pokok yang tumbuh daripada timbunan syiling sebagai lambang pendapatan.',
    eng: 'TanamDuit: farmers harvest vegetables on a modern farm, with a seedling growing from a stack of coins as a sign of income.',
  },
  'enterprises/clib': {
    bm: 'CLIB: anak muda menaiki tangga kerjaya dengan bimbingan mentor, daripada menyediakan resume hingga menerima sijil.',
    eng: "CLIB: young people climb the career ladder with a mentor's guidance, from preparing a CV to receiving a certificate.",
  },

  'outcomes/income-generation': {
    bm: 'Penjanaan pendapatan: timbunan syiling yang semakin tinggi di sebelah seorang pekerja, tanda pendapatan yang meningkat.',
    eng: 'Income generation: ever-taller stacks of coins beside a worker, a sign of rising income.',
  },
  'outcomes/social-cohesion': {
    bm: 'Perpaduan sosial: rakyat pelbagai kaum berpegangan tangan di bawah simbol hati.',
    eng: 'Social cohesion: people of different races hold hands beneath a heart.',
  },
  'outcomes/individual-pride': {
    bm: 'Maruah diri: seorang pekerja berdiri dengan bangga sambil memakai lencana bintang pada apronnya.',
    eng: 'Individual pride: a worker stands tall, wearing a star badge on their apron.',
  },

  'roles/community': {
    bm: 'Komuniti: sekeluarga pelanggan membeli barang keperluan di perusahaan sosial kejiranan mereka.',
    eng: 'The community: a family of customers shopping for everyday needs at their neighbourhood social enterprise.',
  },
  'roles/workers': {
    bm: 'Pekerja dan ahli: dua pekerja berapron menguruskan stok dan pesanan perusahaan.',
    eng: 'Workers and members: two workers in aprons handle the stock and orders of the enterprise.',
  },
  'roles/partners': {
    bm: 'Rakan kongsi: jabat tangan dengan ikon syiling, premis dan gear yang mewakili rakan ekuiti, aset dan operasi.',
    eng: 'Partners: a handshake with coin, premises and gear icons representing equity, asset and operations partners.',
  },

  'models/pre-profit': {
    bm: 'Model sebelum untung: carta yang menunjukkan pembahagian 10, 50 dan 40 peratus.',
    eng: 'Pre-profit model: a chart showing a 10, 50 and 40 per cent split.',
  },
  'models/post-profit': {
    bm: 'Model selepas untung: carta yang menunjukkan pembahagian 40, 30 dan 30 peratus.',
    eng: 'Post-profit model: a chart showing a 40, 30 and 30 per cent split.',
  },

  'partners/equity': {
    bm: 'Rakan ekuiti: timbunan syiling yang semakin tinggi dengan anak pokok di puncaknya, melambangkan modal yang berkembang.',
    eng: 'Equity partner: ever-taller stacks of coins topped by a seedling, standing for capital that grows.',
  },
  'partners/asset': {
    bm: 'Rakan aset: premis kedai, peti sejuk dan kunci, melambangkan ruang dan peralatan yang disediakan kepada perusahaan.',
    eng: 'Asset partner: shop premises, a fridge and a key, standing for the space and equipment lent to the enterprise.',
  },
  'partners/operations': {
    bm: 'Rakan operasi: seorang pekerja mengangkat kotak barang ke rak, melambangkan tenaga yang menjalankan kedai setiap hari.',
    eng: 'Operations partner: a worker carries a box of goods to the shelves, standing for the people who run the shop every day.',
  },

  'policies/food-security': {
    bm: 'Keterjaminan makanan: semangkuk nasi, sebakul sayur dan petani di sawah padi, supaya setiap keluarga cukup makan.',
    eng: 'Food security: a bowl of rice, a basket of vegetables and a farmer by the paddy field, so every family has enough to eat.',
  },
  'policies/energy': {
    bm: 'Tenaga dan tenaga boleh baharu: panel solar, turbin angin dan bateri yang membekalkan elektrik bersih ke rumah.',
    eng: 'Energy and renewables: solar panels, wind turbines and a battery supplying clean electricity to homes.',
  },
  'policies/vocational': {
    bm: 'Pendidikan vokasional dan teknikal: juruteknik bertopi keselamatan dan pelajar dengan komputer riba sedang membina kemahiran kerja.',
    eng: 'Vocational and technical education: a technician in a hard hat and learners with laptops building job skills.',
  },
  'policies/housing': {
    bm: 'Perumahan mampu milik dan lestari: sebuah keluarga di hadapan rumah dan flat mampu milik, dengan kunci dan simbol hati.',
    eng: 'Affordable and sustainable housing: a family in front of affordable homes and flats, with a key and a heart.',
  },
  'policies/education': {
    bm: 'Pendemokrasian pendidikan: murid membaca dan belajar dengan komputer riba di sebelah timbunan buku dan topi graduasi.',
    eng: 'Democratising education: pupils read and learn on a laptop beside a pile of books and a graduation cap.',
  },

  'banners/support-us': {
    bm: 'Rakyat pelbagai kaum menjulang hati di hadapan deretan perusahaan sosial, tanda sokongan kepada gerakan ini.',
    eng: 'People of many backgrounds hold up a heart in front of a row of social enterprises, showing their support for the movement.',
  },
  'banners/policies': {
    bm: 'Rakyat berbincang di hadapan dewan awam yang dikelilingi ikon lima bidang dasar: makanan, tenaga, vokasional, perumahan dan pendidikan.',
    eng: 'Citizens talk in front of a civic hall ringed by icons for five policy areas: food, energy, vocational skills, housing and education.',
  },
  'banners/contribute': {
    bm: 'Orang ramai memasukkan syiling ke dalam balang derma bergambar hati, kerana setiap sumbangan menggerakkan perubahan.',
    eng: 'People drop coins into a donation jar marked with a heart, because every contribution drives change.',
  },
} as const satisfies Record<string, { bm: string; eng: string }>;

/** Key of an illustration in {@link altText}. */
export type ArtworkKey = keyof typeof altText;
