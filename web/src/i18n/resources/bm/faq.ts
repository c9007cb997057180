/**
 * The FAQ: what donors, partners and members ask. `{{…}}` values come from core's facts (the
 * terms' and the privacy statement's numbers and addresses), so the answers follow them.
 */
const bm = {
  groups: {
    donors: 'Sumbangan',
    partners: 'Rakan kongsi dan pakar',
    data: 'Data peribadi dan hubungan',
  },
  items: {
    use: {
      question: 'Bagaimanakah sumbangan saya digunakan?',
      answer:
        'Jika anda tidak memilih perusahaan, sumbangan anda menyokong kerja gerakan secara keseluruhan: melawan maklumat yang mengelirukan dengan fakta yang tepat, menyebarkan idea Sektor Ketiga dan menyediakan modal permulaan bagi tujuh perusahaan pertama kami. Jika anda memilih satu perusahaan, sumbangan anda digunakan untuknya; jika perusahaan itu tidak dapat menggunakannya, contohnya kerana ia tidak dibuka, kami menyalurkannya kepada perusahaan lain atau kepada kerja gerakan yang mempunyai tujuan yang sama, dan kami akan memaklumkan anda. Jumlah kutipan di laman web dikemas kini daripada pembayaran yang telah disahkan.',
    },
    receipt: {
      question: 'Adakah saya akan menerima resit?',
      answer:
        'Ya. Sebaik sahaja gerbang pembayaran mengesahkan pembayaran anda, kami menghantar resit ke emel yang anda berikan, dalam bahasa yang anda gunakan semasa menyumbang, bersama ID Pembayaran anda. Simpan resit itu sebagai rekod dan sertakan ID Pembayaran jika anda menghubungi kami tentang sumbangan itu. Jika resit belum tiba dalam masa sejam, semak folder spam anda, kemudian hubungi kami.',
    },
    tax: {
      question: 'Bolehkah sumbangan saya ditolak daripada cukai pendapatan?',
      answer:
        'Tidak. Di Malaysia, hanya institusi atau organisasi yang diluluskan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967 boleh mengeluarkan resit yang membolehkan penderma menuntut potongan cukai. Resit kami bukan resit pengecualian cukai, jadi sumbangan kepada gerakan ini tidak boleh ditolak daripada pendapatan bercukai anda.',
    },
    bank: {
      question: 'Bolehkah saya menyumbang melalui pindahan bank?',
      answer:
        'Boleh. Pindahkan sumbangan anda ke akaun di bawah (juga dipaparkan di halaman Sumbang) dan letakkan nama anda dalam rujukan pindahan supaya kami dapat merekodkan sumbangan anda. Pindahan bank tidak melalui gerbang pembayaran, jadi resit tidak dihantar secara automatik: jika anda mahukan resit, hantarkan nama anda, jumlah dan tarikh pindahan melalui halaman hubungi kami.',
      details: 'Butiran akaun ada di halaman Sumbang.',
      bankName: 'Nama bank',
      accountNumber: 'Nombor akaun',
      accountHolder: 'Pemegang akaun',
    },
    refund: {
      question: 'Bolehkah saya mendapatkan bayaran balik?',
      answer:
        'Sumbangan tidak boleh dikembalikan kecuali jika berlaku kesilapan: jika anda tersilap jumlah atau membayar dua kali, hubungi kami dalam tempoh {{days}} hari dengan ID Pembayaran anda dan kami akan memulangkan kesilapan yang disahkan melalui kaedah pembayaran asal. Barangan kedai kami boleh dipulangkan atau ditukar dalam tempoh {{returnDays}} hari; bayaran balik bagi barang yang dipulangkan dibuat dalam tempoh {{refundDays}} hari selepas kami menerimanya. Butiran penuh ada dalam Terma Penggunaan.',
    },
    partner: {
      question: 'Bagaimanakah saya boleh menjadi rakan kongsi?',
      answer:
        'Setiap perusahaan memerlukan tiga jenis rakan kongsi: rakan kongsi ekuiti yang menyediakan modal (pulangan dalam contoh model ialah {{equity}} setahun), rakan kongsi aset yang menyewakan premis atau peralatan pada kadar {{asset}} di bawah harga pasaran, dan rakan kongsi operasi yang menyumbang tenaga dan kemahiran untuk menjalankan perusahaan. Pilih perusahaan di halaman Sokong Kami dan isi borang Jadi Rakan Kongsi di halamannya; pasukan kami akan menghubungi anda.',
    },
    agreement: {
      question: 'Adakah menjadi rakan kongsi sama dengan menyumbang?',
      answer:
        'Tidak. Menjadi rakan kongsi ekuiti atau aset dikawal oleh perjanjian bertulis yang berasingan antara anda dan perusahaan, yang menetapkan pulangan dan risikonya. Tiada apa-apa di laman web ini merupakan tawaran sekuriti atau nasihat pelaburan.',
    },
    expert: {
      question: 'Saya mempunyai kepakaran dalam satu bidang dasar. Bagaimana saya boleh membantu?',
      answer:
        'Lima bidang dasar kami dibentuk bersama mereka yang paling memahaminya. Baca dasar radikal kami, kemudian mohon di halaman Sumbangan Pakar dengan CV anda dalam format PDF.',
    },
    data: {
      question: 'Apakah yang dilakukan terhadap data peribadi saya?',
      answer:
        'Kami menggunakan butiran anda hanya untuk memproses sumbangan atau permohonan anda, menghantar resit dan membalas mesej anda. Anda boleh meminta untuk melihat, membetulkan atau memadam data peribadi anda; kami melayan permintaan sedemikian dalam tempoh {{days}} hari. Tulis kepada {{email}} atau gunakan halaman hubungi kami. Dasar Privasi menerangkan data yang kami kumpul dan tempoh ia disimpan.',
    },
    contact: {
      question: 'Bagaimanakah saya boleh menghubungi pasukan anda?',
      answer:
        'Gunakan halaman hubungi kami: mesej anda sampai kepada pasukan kami melalui emel dan anda akan menerima emel pengesahan. Kami membalas melalui emel secepat mungkin.',
    },
  },
  links: {
    contribute: 'Ke halaman Sumbang',
    terms: 'Baca Terma Penggunaan',
    supportUs: 'Lihat perusahaan kami',
    policies: 'Dasar radikal kami',
    expert: 'Mohon sebagai pakar',
    privacy: 'Baca Dasar Privasi',
    contact: 'Hubungi kami',
  },
  more: {
    heading: 'Soalan anda tiada di sini?',
    text: 'Tulis kepada kami dan pasukan kami akan menjawabnya.',
  },
};

export default bm;
