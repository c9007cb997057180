import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  DONATION_MAX_AMOUNT,
  DONATION_MIN_AMOUNT,
  EQUITY_RETURN_PERCENT_PER_YEAR,
  PRIVACY_RESPONSE_DAYS,
  RETURN_WINDOW_DAYS,
  TRACKED_SHIPPING_ABOVE_RM,
} from '../constants';
import { formatRinggit } from '../i18n/money';
import { sitePaths } from '../paths';
import { dl, p, ul } from './blocks';
import { enterpriseNamesText, percentText } from './figures';
import {
  COMPLAINT_RESPONSE_DAYS,
  CONTACT_EMAIL,
  DELIVERY_CLAIM_DAYS,
  DONATION_ERROR_REPORT_DAYS,
  FORCE_MAJEURE_TERMINATION_DAYS,
  MINIMUM_AGE,
  REFUND_DAYS,
  TERMS_EFFECTIVE,
} from './legal-facts';
import type { LegalDocument } from './types';

const rm = (amount: number) => formatRinggit(amount, 'bm');

/** The terms of use in Malay (the version that prevails). */
export function termsBm(): LegalDocument {
  return {
    title: 'Terma Penggunaan',
    effective: TERMS_EFFECTIVE,
    intro: [
      p(
        'Terma Penggunaan ini mengawal penggunaan anda ke atas laman web Gerakan Sektor Ketiga (“Gerakan”, “kami”) serta aplikasi, borang dalam talian, kutipan dana awam (crowdfunding) dan kedai yang kami kendalikan (secara bersama, “Perkhidmatan”). Dengan menggunakan Perkhidmatan, anda bersetuju dengan Terma ini. Jika anda tidak bersetuju, sila jangan gunakan Perkhidmatan.',
      ),
      p(
        `Terma ini diterbitkan dalam bahasa Melayu dan bahasa Inggeris; jika terdapat perbezaan antara kedua-duanya, versi bahasa Melayu akan diguna pakai. Sebarang pertanyaan boleh dihantar ke ${CONTACT_EMAIL}.`,
      ),
    ],
    sections: [
      {
        id: 'basics',
        heading: 'Asas penggunaan',
        blocks: [
          p(
            'Anda boleh menggunakan Perkhidmatan bagi tujuan yang sah, peribadi dan bukan komersial: untuk mengenali Gerakan, perusahaan dan dasarnya, untuk menyumbang, untuk memohon sebagai rakan kongsi atau pakar, dan untuk berkongsi halaman kami.',
          ),
          p('Apabila menggunakan Perkhidmatan, anda bersetuju untuk tidak:'),
          ul([
            'memberikan maklumat palsu dalam mana-mana borang, atau menyumbang atau memohon atas nama orang lain tanpa kebenarannya;',
            'memuat naik fail yang mengandungi kod berniat jahat, atau kandungan yang menyalahi undang-undang, memfitnah, lucah atau melanggar hak mana-mana pihak;',
            'cuba mendapatkan akses tanpa kebenaran kepada Perkhidmatan, sistem kami atau data orang lain, atau mengganggu atau membebankannya;',
            'mengumpul data daripada Perkhidmatan secara automatik tanpa kebenaran bertulis kami;',
            'menggunakan Perkhidmatan untuk mengganggu sesiapa atau menyebarkan maklumat yang mengelirukan atas nama Gerakan.',
          ]),
          p(
            `Anda mesti berumur sekurang-kurangnya ${MINIMUM_AGE} tahun untuk menyumbang, memohon sebagai rakan kongsi atau pakar, atau membuka akaun aplikasi. Pelawat yang lebih muda boleh membaca laman web, dan hanya boleh menggunakan aplikasi dengan persetujuan ibu bapa atau penjaga.`,
          ),
          p(
            'Maklumat di laman web ialah maklumat umum. Kami berusaha memastikan ketepatannya, tetapi ringkasan dasar kami menyatakan pandangan Gerakan, dan angka seperti pulangan rakan kongsi dan pembahagian keuntungan ialah contoh yang menggambarkan model kami, bukan janji. Setakat yang dibenarkan undang-undang, kami tidak bertanggungjawab atas kerugian tidak langsung atau berbangkit daripada penggunaan Perkhidmatan.',
          ),
          p(
            'Pautan ke laman web lain, seperti media sosial dan gerbang pembayaran, disediakan untuk kemudahan. Kami tidak bertanggungjawab atas kandungan atau amalan privasi laman tersebut.',
          ),
          p(
            'Kami boleh menambah baik Perkhidmatan, menghentikannya sementara untuk penyelenggaraan, atau mengubah Terma ini. Sesuatu perubahan berkuat kuasa apabila diterbitkan di halaman ini dengan tarikh kuat kuasa yang baharu, dan perubahan yang penting akan diumumkan di laman web. Jika anda terus menggunakan Perkhidmatan selepas sesuatu perubahan, anda menerima Terma yang baharu.',
          ),
        ],
      },
      {
        id: 'digital-apps',
        heading: 'Aplikasi digital',
        blocks: [
          p(
            `Aplikasi pendamping Gerakan membolehkan pemegang akaun mendaftar untuk program dan acara. Anda log masuk dengan nombor telefon bimbit dan kata laluan sekurang-kurangnya ${ACCOUNT_PASSWORD_MIN_LENGTH} aksara.`,
          ),
          p(
            'Anda bertanggungjawab merahsiakan kata laluan anda dan atas segala yang dilakukan melalui akaun anda. Maklumkan kepada kami dengan segera jika anda percaya akaun anda telah digunakan tanpa kebenaran. Kod sekali guna (OTP) yang dihantar ke telefon anda adalah untuk anda seorang: jangan sekali-kali berkongsinya dengan sesiapa, termasuk mereka yang mengaku bekerja untuk Gerakan.',
          ),
          p(
            'Butiran yang anda berikan semasa mendaftar, seperti nama penuh seperti dalam kad pengenalan, nombor telefon bimbit, negeri mengundi serta kawasan Parlimen dan DUN, mestilah benar dan dikemas kini. Kami menggunakannya untuk mengurus pendaftaran dan menjemput anda ke program berhampiran, seperti yang diterangkan dalam Dasar Privasi kami.',
          ),
          p(
            'Pendaftaran untuk sesuatu program atau acara tidak menjamin tempat. Tempat mungkin terhad, dan kami boleh mengubah atau membatalkan acara; jika kami berbuat demikian, kami akan memaklumkan mereka yang telah mendaftar.',
          ),
          p(
            'Kami boleh menggantung atau menutup akaun yang melanggar Terma ini atau digunakan untuk mengelirukan atau merugikan orang lain. Anda boleh meminta kami menutup akaun anda pada bila-bila masa.',
          ),
          p(
            'Aplikasi disediakan sebagaimana adanya. Kami berusaha memastikannya sentiasa tersedia dan selamat, tetapi kami tidak menjanjikan bahawa ia akan sentiasa bebas daripada ralat atau gangguan.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Harta intelek',
        blocks: [
          p(
            'Laman web dan aplikasi, reka bentuk, teks, ilustrasi dan perisiannya, nama dan logo Gerakan serta nama perusahaannya adalah milik Gerakan atau dilesenkan kepadanya, dan dilindungi oleh Akta Hak Cipta 1987 dan Akta Cap Dagangan 2019.',
          ),
          p(
            'Anda boleh melihat, memuat turun dan mencetak halaman dan dokumen kami untuk kegunaan peribadi dan bukan komersial. Ringkasan dasar dan gambaran keseluruhan kami boleh dikongsi secara bebas dan dipetik dengan menyatakan “Gerakan Sektor Ketiga” sebagai sumber, dengan syarat ia tidak diubah atau dijual.',
          ),
          p(
            'Anda tidak boleh menggunakan nama atau logo Gerakan, atau nama perusahaannya, dengan cara yang membayangkan sokongan kami, bagi tujuan komersial atau untuk kempen politik, tanpa kebenaran bertulis kami.',
          ),
          p(
            'Bahan yang anda hantar kepada kami, seperti ulasan, resume atau cadangan untuk dasar kami, kekal milik anda. Anda memberi kami lesen percuma untuk menggunakannya bagi tujuan bahan itu dihantar. Kami tidak sekali-kali menerbitkan resume atau butiran peribadi anda.',
          ),
        ],
      },
      {
        id: 'data-protection',
        heading: 'Perlindungan data',
        blocks: [
          p(
            `Kami mengendalikan data peribadi selaras dengan Akta Perlindungan Data Peribadi 2010 dan pindaannya. Dasar Privasi kami (/privacy-policy) menerangkan data yang kami kumpul, sebabnya, tempoh kami menyimpannya dan hak anda, termasuk hak untuk mengakses, membetulkan dan meminta kami memadam data anda; kami menjawab permintaan tersebut dalam tempoh ${PRIVACY_RESPONSE_DAYS} hari.`,
          ),
          p(
            'Dengan menghantar sesuatu borang, anda mengesahkan bahawa maklumat di dalamnya adalah tepat, dan ia adalah tentang diri anda atau anda mempunyai kebenaran untuk memberikannya.',
          ),
          p(
            'Pembayaran melalui kad dan perbankan dalam talian diproses oleh gerbang pembayaran berlesen kami, eGHL, di halaman pembayarannya yang selamat. Kami tidak pernah melihat atau menyimpan nombor penuh kad anda atau kata laluan perbankan anda.',
          ),
        ],
      },
      {
        id: 'crowdfunding',
        heading: 'Kutipan dana awam dan sumbangan',
        blocks: [
          p(
            `Sumbangan ialah sumbangan sukarela kepada Gerakan dan perusahaannya. Setiap sumbangan dalam talian ialah jumlah bulat dalam ringgit (MYR) antara ${rm(DONATION_MIN_AMOUNT)} dan ${rm(DONATION_MAX_AMOUNT)}.`,
          ),
          p(
            'Sesuatu sumbangan hanya lengkap apabila gerbang pembayaran mengesahkan bahawa pembayaran berjaya. Halaman status menunjukkan keputusannya dan kami menghantar resit melalui emel. Jika pembayaran masih belum disahkan, kami menyemaknya dengan gerbang pembayaran dan mengemas kini statusnya; anda tidak akan dicaj dua kali bagi satu sumbangan.',
          ),
          p(
            'Jika anda menyumbang melalui pindahan bank, gunakan butiran akaun yang dipaparkan di halaman Sumbang dan simpan rujukan bank anda. Pindahan direkodkan apabila ia sampai ke akaun kami.',
          ),
          p(
            'Jika anda tidak memilih perusahaan, sumbangan anda menyokong keseluruhan kerja Gerakan. Jika anda memilih satu, kami menyalurkan sumbangan anda kepadanya; sekiranya perusahaan itu tidak dapat menggunakannya, contohnya kerana ia tidak dibuka, kami menyalurkannya kepada perusahaan lain atau kepada kerja Gerakan yang mempunyai tujuan yang sama, dan kami akan memaklumkan anda.',
          ),
          p(
            'Jumlah kutipan dan bilangan penyumbang yang dipaparkan di laman web dikemas kini daripada pembayaran yang telah disahkan dan mungkin mengambil sedikit masa untuk dipaparkan.',
          ),
          p(
            `Sumbangan tidak boleh dikembalikan kecuali jika berlaku kesilapan: jika anda tersilap jumlah atau membayar dua kali, hubungi kami dalam tempoh ${DONATION_ERROR_REPORT_DAYS} hari dengan ID Pembayaran anda dan kami akan memulangkan kesilapan yang disahkan melalui kaedah pembayaran asal. Resit sumbangan bukan resit pengecualian cukai melainkan dinyatakan sedemikian dengan jelas.`,
            { label: 'Tulis kepada kami melalui halaman hubungi kami.', path: sitePaths.contact },
          ),
          p(
            `Menjadi rakan kongsi ekuiti atau aset bukanlah sumbangan. Ia dikawal oleh perjanjian bertulis yang berasingan antara rakan kongsi dan perusahaan, yang menetapkan pulangan (contohnya ${percentText(EQUITY_RETURN_PERCENT_PER_YEAR)} setahun bagi ekuiti dalam contoh model) dan risikonya. Tiada apa-apa di laman web ini merupakan tawaran sekuriti atau nasihat pelaburan.`,
          ),
        ],
      },
      {
        id: 'returns',
        heading: 'Pemulangan dan penukaran barangan',
        blocks: [
          p(
            'Gerakan mungkin menjual barangan, seperti kemeja-T, beg dan penerbitan, untuk mengumpul dana. Terma ini terpakai kepada setiap pembelian.',
          ),
          p(
            `Anda boleh memulangkan atau menukar sesuatu barang dalam tempoh ${RETURN_WINDOW_DAYS} hari selepas menerimanya, sama ada barang itu rosak, rosak semasa penghantaran, tidak seperti yang dipesan, atau anda sekadar berubah fikiran. Kecuali jika rosak, barang itu mestilah belum digunakan dan dalam keadaan serta bungkusan asal, bersama bukti pembelian.`,
          ),
          p('Barangan berikut hanya boleh dipulangkan jika rosak:'),
          ul([
            'barang yang dibuat atau dicetak mengikut tempahan anda, seperti barang yang diperibadikan;',
            'produk digital yang telah dimuat turun;',
            'barang yang dijual sebagai jualan muktamad dan ditandakan sedemikian sebelum anda membeli.',
          ]),
          p(
            `Untuk memulakan pemulangan atau penukaran, hubungi kami di ${CONTACT_EMAIL} dalam tempoh ${RETURN_WINDOW_DAYS} hari itu dengan nombor pesanan dan sebabnya, dan kami akan memaklumkan ke mana barang itu perlu dihantar.`,
          ),
          p(
            `Jika barang itu rosak, cacat atau salah, kami menggantikannya atau memulangkan wang sepenuhnya dan menanggung kos pos pemulangan. Jika anda berubah fikiran, anda menanggung kos pos pemulangan dan kami memulangkan harga barang itu, tetapi bukan caj penghantaran asal, setelah ia sampai kepada kami dalam keadaan asal. Bayaran balik dibuat melalui kaedah pembayaran asal dalam tempoh ${REFUND_DAYS} hari selepas kami menerima barang itu. Penukaran bergantung pada stok; jika barang yang anda mahu tiada, kami akan memulangkan wang anda.`,
          ),
          p('Terma ini tidak menjejaskan hak anda di bawah Akta Perlindungan Pengguna 1999.'),
        ],
      },
      {
        id: 'shipping',
        heading: 'Penghantaran',
        blocks: [
          p(
            'Kami menghantar di seluruh Malaysia melalui perkhidmatan kurier yang mantap. Caj penghantaran dan anggaran masa penghantaran dipaparkan sebelum anda membayar; penghantaran ke Sabah, Sarawak dan Labuan mengambil masa lebih lama.',
          ),
          p(
            'Sila semak alamat penghantaran anda dengan teliti. Tanggungjawab ke atas barang berpindah kepada anda apabila ia dihantar ke alamat yang anda berikan, dan kami tidak bertanggungjawab atas kelewatan atau kehilangan akibat alamat yang salah.',
          ),
          p(
            `Jika pesanan anda tiba dalam keadaan rosak, atau belum tiba pada tarikh anggaran, maklumkan kepada kami dalam tempoh ${DELIVERY_CLAIM_DAYS} hari selepas penghantaran atau tarikh tersebut, bersama gambar jika berkaitan, dan kami akan membetulkannya.`,
          ),
          p(
            `Pesanan yang bernilai lebih daripada ${rm(TRACKED_SHIPPING_ABOVE_RM)} sentiasa dihantar melalui penghantaran berjejak, dan kami akan mengemelkan nama kurier serta nombor penjejakan sebaik sahaja bungkusan meninggalkan kami; bagi pesanan yang lebih kecil, anda boleh memilih pos biasa atau berjejak semasa membuat bayaran. Jika pilihan itu ditawarkan semasa membuat bayaran, anda juga boleh mengambil pesanan anda di salah satu acara kami tanpa sebarang caj.`,
          ),
          p(
            `Apabila menghantar barang kembali kepada kami, kami menasihatkan perkhidmatan penghantaran berjejak untuk sebarang bungkusan yang bernilai lebih daripada ${rm(TRACKED_SHIPPING_ABOVE_RM)}, dan meminta anda menyimpan bukti pengeposan. Kami tidak bertanggungjawab atas pemulangan tanpa jejak yang tidak sampai kepada kami.`,
          ),
        ],
      },
      {
        id: 'confidentiality',
        heading: 'Kerahsiaan',
        blocks: [
          p(
            'Maklumat yang anda kongsi dengan kami secara sulit, seperti permohonan, resume, cadangan perkongsian atau terma komersial anda, hanya digunakan bagi tujuan ia dikongsi dan hanya dilihat oleh mereka yang memerlukannya untuk tujuan itu.',
          ),
          p(
            'Jika anda menjadi rakan kongsi, sukarelawan atau penyumbang kepakaran, anda mungkin menerima maklumat tentang Gerakan atau perusahaannya, kewangan, pembekal, ahli atau rancangannya, yang tidak diketahui umum. Anda bersetuju untuk merahsiakannya, menggunakannya hanya untuk peranan anda, dan tidak mendedahkannya tanpa kebenaran bertulis kami, semasa anda terlibat dan selepas itu.',
          ),
          p(
            'Kewajipan ini tidak terpakai kepada maklumat yang sudah diketahui umum tanpa kesalahan anda, yang anda terima secara sah daripada pihak lain, atau yang dikehendaki oleh undang-undang atau mahkamah untuk didedahkan.',
          ),
        ],
      },
      {
        id: 'force-majeure',
        heading: 'Force majeure',
        blocks: [
          p(
            'Kami dan anda tidak bertanggungjawab atas kegagalan atau kelewatan melaksanakan sesuatu obligasi di bawah Terma ini yang disebabkan oleh peristiwa di luar kawalan munasabah, termasuk banjir dan bencana alam lain, kebakaran, wabak, peperangan, rusuhan awam, tindakan kerajaan, mogok, kegagalan utiliti, telekomunikasi, rangkaian pembayaran atau penyedia pengehosan, dan serangan siber.',
          ),
          p(
            `Pihak yang terjejas akan memaklumkan pihak yang satu lagi secepat yang boleh dan melakukan apa yang munasabah untuk mengehadkan kesannya. Jika peristiwa itu berlarutan lebih daripada ${FORCE_MAJEURE_TERMINATION_DAYS} hari, mana-mana pihak boleh menamatkan pesanan atau urusan yang terjejas, dan sebarang bayaran bagi barangan atau perkhidmatan yang tidak dibekalkan akan dipulangkan.`,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Undang-undang yang mentadbir',
        blocks: [
          p(
            'Terma ini ditadbir oleh undang-undang Malaysia, dan mahkamah Malaysia mempunyai bidang kuasa eksklusif ke atas sebarang pertikaian yang timbul daripadanya atau daripada penggunaan Perkhidmatan oleh anda.',
          ),
          p(
            `Sebelum membawa perkara ke mahkamah, sila hubungi kami: kami akan berusaha dengan suci hati untuk menyelesaikan aduan anda dalam tempoh ${COMPLAINT_RESPONSE_DAYS} hari. Jika berkenaan, anda juga boleh memfailkan tuntutan di Tribunal Tuntutan Pengguna Malaysia.`,
          ),
          p(
            'Jika mana-mana bahagian Terma ini didapati tidak sah atau tidak boleh dikuatkuasakan, bahagian selebihnya kekal berkuat kuasa. Jika kami tidak menguatkuasakan sesuatu hak dengan serta-merta, ini tidak bermakna kami telah melepaskannya.',
          ),
        ],
      },
      {
        id: 'glossary',
        heading: 'Glosari',
        blocks: [
          dl([
            [
              'Gerakan',
              'Gerakan Sektor Ketiga, gerakan bukan untung yang mengendalikan Perkhidmatan.',
            ],
            [
              'Perkhidmatan',
              'Laman web, aplikasi, borang dalam talian, kutipan dana awam dan kedai yang dikendalikan oleh Gerakan.',
            ],
            [
              'Sektor Ketiga',
              'Bahagian ekonomi yang dimiliki oleh rakyat dan bertanggungjawab kepada rakyat: koperasi, pertubuhan komuniti dan perusahaan sosial.',
            ],
            [
              'Perusahaan sosial',
              'Perniagaan yang mempunyai tujuan sosial, yang melaburkan semula sebahagian besar lebihannya untuk tujuan itu dan berkongsi keuntungannya mengikut peraturan yang terbuka.',
            ],
            ['Perusahaan', `Salah satu perusahaan sosial Gerakan: ${enterpriseNamesText('bm')}.`],
            [
              'Rakan kongsi ekuiti',
              'Individu atau organisasi yang menyediakan modal kepada perusahaan sebagai balasan kepada pulangan yang dipersetujui secara bertulis.',
            ],
            [
              'Rakan kongsi aset',
              'Individu atau organisasi yang menyewakan premis, tanah, peralatan atau kenderaan kepada perusahaan di bawah harga pasaran.',
            ],
            [
              'Rakan kongsi operasi',
              'Individu yang bekerja dalam perusahaan dan menjalankannya dari hari ke hari.',
            ],
            [
              'Kutipan dana awam (crowdfunding)',
              'Pengumpulan wang melalui laman web daripada ramai orang, masing-masing menyumbang jumlah pilihan mereka.',
            ],
            [
              'Sumbangan',
              'Bayaran sukarela kepada Gerakan atau salah satu perusahaannya, tanpa sebarang barangan atau perkhidmatan sebagai balasan.',
            ],
            [
              'Gerbang pembayaran',
              'eGHL, penyedia berlesen yang memproses pembayaran kad dan perbankan dalam talian bagi pihak Gerakan.',
            ],
            [
              'Barangan',
              'Barang yang dijual oleh Gerakan untuk mengumpul dana, seperti kemeja-T, beg dan penerbitan.',
            ],
            [
              'Data peribadi',
              'Maklumat tentang seseorang yang boleh dikenal pasti daripadanya, seperti yang ditakrifkan dalam Akta Perlindungan Data Peribadi 2010.',
            ],
            [
              'PDPA',
              'Akta Perlindungan Data Peribadi 2010 (Akta 709) Malaysia, sebagaimana dipinda.',
            ],
            [
              'OTP',
              'Kod sekali guna yang dihantar ke telefon bimbit anda untuk mengesahkan bahawa itu memang anda.',
            ],
          ]),
        ],
      },
    ],
  };
}
