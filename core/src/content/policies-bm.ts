import {
  ASSET_RENT_BELOW_MARKET_PERCENT,
  EQUITY_RETURN_PERCENT_PER_YEAR,
  GADGET_RENTAL_RM_PER_YEAR,
  MINIMUM_WAGE_RM,
  POST_PROFIT_SPLIT_PERCENT,
  WORKING_CAPITAL_RESERVE_PERCENT,
} from '../constants';
import { formatRinggit } from '../i18n/money';
import { operationsStartText, percentText, splitText } from './figures';
import type { PolicyAreaCopy, PolicyAreaId } from './types';

/** Malay copy of the five policy areas. */
export function policiesBm(): Readonly<Record<PolicyAreaId, PolicyAreaCopy>> {
  const wage = formatRinggit(MINIMUM_WAGE_RM, 'bm');
  const equityReturn = percentText(EQUITY_RETURN_PERCENT_PER_YEAR);
  const assetRent = percentText(ASSET_RENT_BELOW_MARKET_PERCENT);
  const reserve = percentText(WORKING_CAPITAL_RESERVE_PERCENT);
  const rental = formatRinggit(GADGET_RENTAL_RM_PER_YEAR, 'bm');
  const operations = operationsStartText('bm');
  return {
    'food-security': {
      title: 'Keterjaminan makanan',
      summary:
        'Malaysia menghasilkan terlalu sedikit daripada apa yang dimakannya dan membayar lebih mahal setiap tahun. Kami mahu makanan yang ditanam berhampiran, dijual pada harga yang adil dan mampu dibeli oleh setiap isi rumah.',
      problem: [
        'Malaysia mengimport sebahagian besar makanannya, daripada beras dan sayur-sayuran hingga daging dan makanan ternakan. Nilai ringgit yang lemah, tuaian yang buruk di luar negara atau gangguan perkapalan segera dirasai sebagai harga yang lebih tinggi di kedai kejiranan.',
        'Pekebun kecil dan petani muda mendapat pulangan yang kecil untuk kerja mereka. Orang tengah mengambil sebahagian besar margin antara ladang dan rak kedai, manakala tanah, air dan kredit sukar diperoleh oleh petani baharu. Akibatnya, semakin kurang anak muda memilih untuk bertani dan golongan petani terus menua.',
        'Bagi isi rumah berpendapatan rendah, makanan ialah perbelanjaan terbesar dalam bajet bulanan. Apabila harga naik, keluarga mengurangkan hasil segar dan protein terlebih dahulu dan pemakanan anak-anak terjejas, sedangkan banyak kawasan bandar yang miskin hanya mempunyai sedikit tempat yang menjual makanan segar pada harga mampu milik.',
      ],
      proposals: [
        {
          title: 'Tanam lebih banyak makanan ruji sendiri',
          text: 'Tetapkan sasaran sara diri yang meningkat bagi beras, sayur-sayuran, buah-buahan dan makanan ternakan, disokong pajakan jangka panjang tanah awam dan tanah GLC yang terbiar kepada koperasi dan perusahaan sosial yang akan mengusahakannya.',
        },
        {
          title: 'Pendekkan rantaian dari ladang ke meja',
          text: 'Sokong pasar tani, kedai komuniti dan kontrak bekalan terus supaya lebih banyak daripada harga jualan sampai kepada petani dan kurang yang hilang kepada orang tengah dan pembaziran.',
        },
        {
          title: 'Pertanian moden untuk generasi baharu',
          text: 'Biayai latihan, fertigasi, rumah hijau dan jentera yang dikongsi bagi petani muda dan pekebun kecil, dengan kredit permulaan berkadar rendah yang dibayar balik daripada hasil tuaian.',
        },
        {
          title: 'Makanan sihat dalam jangkauan',
          text: 'Pastikan setiap kawasan berpendapatan rendah mempunyai kedai atau dapur yang menjual makanan segar dan berkhasiat pada harga yang adil dan dipaparkan secara terbuka.',
        },
        {
          title: 'Perolehan awam yang membeli hasil tempatan',
          text: 'Benarkan sekolah, hospital dan kantin awam membeli daripada ladang tempatan dan perusahaan sosial, supaya mereka mendapat permintaan tetap yang diperlukan untuk melabur.',
        },
      ],
      thirdSector: [
        'Sektor Ketiga meletakkan perusahaan makanan di tangan rakyat yang dilayaninya. TanamDuit di Rembau mengusahakan ladang moden yang keuntungannya dikongsi oleh pekerja dan rakan kongsinya; Kesum di Wangsa Maju menyajikan hidangan berkhasiat ala masakan rumah pada harga yang mampu dibayar oleh keluarga pekerja setiap hari; FlexiMart di Shah Alam menjual barangan keperluan harian pada harga yang adil dan dipaparkan secara terbuka.',
        `Oleh sebab perusahaan ini bertanggungjawab kepada komuniti dan bukan kepada pemegang saham luar, ia boleh mengekalkan harga yang rendah, membeli daripada petani tempatan terlebih dahulu dan membayar gaji yang layak: sekurang-kurangnya ${wage} sebulan dalam contoh model ini. Rakan kongsi ekuiti menerima pulangan sederhana ${equityReturn} setahun, rakan kongsi aset menyewakan tanah dan premis pada kadar ${assetRent} di bawah harga pasaran, dan lebihan pendapatan kekal dalam komuniti.`,
        `Setiap perusahaan ialah contoh hidup bagi cadangan di atas, dan beroperasi mulai ${operations}. Setiap satu yang berjaya membuktikan bahawa bekalan makanan milik tempatan boleh dilaksanakan, dan memberi komuniti lain model untuk dicontohi.`,
      ],
    },
    energy: {
      title: 'Tenaga dan tenaga boleh baharu',
      summary:
        'Bil elektrik paling membebankan mereka yang paling kurang mampu, sedangkan penjimatan solar atas bumbung kebanyakannya dinikmati oleh mereka yang mampu membeli panel. Kami mahu tenaga bersih dan mampu milik yang dimiliki oleh komuniti.',
      problem: [
        'Malaysia masih menjana sebahagian besar elektriknya daripada arang batu dan gas asli. Harga bahan api yang ditentukan di pasaran dunia mempengaruhi tarif dan subsidi, dan kos subsidi itu ditanggung oleh setiap pembayar cukai.',
        'Kos solar atas bumbung jauh lebih rendah berbanding sedekad lalu, namun manfaatnya kebanyakannya dinikmati oleh isi rumah dan perniagaan yang mampu membayar panel secara tunai atau layak mendapat pembiayaan. Keluarga berpendapatan rendah di rumah teres, flat PPR dan rumah sewa terpinggir.',
        'Cuaca panas kini menjadi kos sara hidup tersendiri. Tahun yang lebih panas bermakna lebih banyak penggunaan kipas dan penyaman udara, dan rumah kos rendah yang kurang penebat paling sukar dan paling mahal untuk disejukkan.',
      ],
      proposals: [
        {
          title: 'Solar komuniti untuk rumah berpendapatan rendah',
          text: 'Benarkan koperasi dan perusahaan sosial memasang dan memiliki solar atas bumbung dan solar bersama di perumahan kos rendah, dengan isi rumah membayar yuran bulanan tetap yang kecil dan lebih rendah daripada penjimatan mereka.',
        },
        {
          title: 'Peraturan yang adil untuk pengeluar kecil',
          text: 'Peraturan yang mudah dan stabil untuk mengimbangi atau menjual lebihan tenaga daripada rumah dan sistem komuniti, dengan harga yang adil bagi elektrik yang dieksport ke grid.',
        },
        {
          title: 'Kecekapan dahulu',
          text: 'Geran untuk penebat, bumbung sejuk, teduhan serta kipas dan peralatan yang cekap tenaga di PPR dan perumahan kos rendah yang lama, kerana tenaga yang paling murah ialah tenaga yang tidak digunakan.',
        },
        {
          title: 'Pekerjaan tempatan dalam peralihan tenaga',
          text: 'Latih juruteknik tempatan untuk meninjau, memasang dan menyelenggara sistem, supaya peralihan tenaga mencipta pekerjaan mahir dalam komuniti yang dilayaninya.',
        },
        {
          title: 'Subsidi untuk rakyat, bukan untuk bahan api',
          text: 'Semasa subsidi bahan api dirombak, salurkan sebahagian penjimatannya kepada tenaga komuniti untuk isi rumah yang paling memerlukan.',
        },
      ],
      thirdSector: [
        'Suria di Petaling Jaya memasang dan menyelenggara solar atas bumbung untuk isi rumah berpendapatan rendah. Keluarga tidak perlu membayar kos pendahuluan yang besar: yuran bulanan tetap yang kecil, lebih rendah daripada penjimatan pada bil mereka, membayar balik pelaburan itu.',
        `Rakan kongsi ekuiti membiayai panel dan penyongsang dengan pulangan ${equityReturn} setahun, rakan kongsi aset menyediakan peralatan, stor atau van pada sewa ${assetRent} di bawah harga pasaran, dan rakan kongsi operasi, iaitu juruteknik tempatan yang terlatih, meninjau bumbung, memasang sistem dan memastikannya terus berfungsi dengan gaji sekurang-kurangnya ${wage} sebulan.`,
        `Oleh sebab perusahaan ini milik komuniti, penjimatannya kekal dengan isi rumah. Apabila ia mencapai keuntungan, rizab modal kerja ${reserve} membantu membiayai pemasangan pusingan seterusnya, supaya setiap bumbung yang dipasang mendekatkan bumbung yang berikutnya.`,
      ],
    },
    vocational: {
      title: 'Pendidikan teknikal dan vokasional',
      summary:
        'Pekerjaan yang baik memerlukan kemahiran praktikal, namun terlalu ramai anak muda Malaysia meninggalkan sekolah tanpa laluan yang jelas ke arah kedua-duanya. Kami mahu pendidikan dan latihan teknikal dan vokasional (TVET) yang dihormati, bergaji baik dan berkait dengan pekerjaan sebenar.',
      problem: [
        'TVET masih terlalu kerap dianggap pilihan kedua bagi mereka yang kurang cemerlang dalam peperiksaan. Pelajar dan ibu bapa jarang mendengar tentang kerjaya yang boleh dicapai melaluinya, dan enrolmen tidak mencukupi untuk keperluan ekonomi moden.',
        'Program TVET bertaburan di bawah banyak kementerian dan agensi, dengan mutu yang tidak sekata dan peralatan yang ketinggalan berbanding industri. Majikan mengatakan graduan kurang pengalaman praktikal; graduan pula mengatakan pekerjaan yang ditawarkan bergaji terlalu rendah.',
        'Ramai anak muda akhirnya terperangkap dalam pekerjaan bergaji rendah dan tidak menentu, termasuk kerja gig, tanpa laluan untuk membina kemahiran atau memperoleh sijil yang diiktiraf majikan.',
      ],
      proposals: [
        {
          title: 'Satu sistem TVET yang jelas',
          text: 'Satukan penyedia di bawah standard dan akreditasi yang sama, dengan satu tempat untuk mencari kursus, pembiayaan dan perantisan.',
        },
        {
          title: 'Belajar sambil bergaji',
          text: 'Perluaskan perantisan bergaji yang membolehkan pelajar menghabiskan sebahagian besar masa mereka di tempat kerja sebenar dan menerima sekurang-kurangnya gaji minimum.',
        },
        {
          title: 'Industri turut serta',
          text: 'Libatkan majikan dalam menggubal kurikulum, meminjamkan peralatan dan tenaga pengajar, serta berjanji untuk menemu duga graduan.',
        },
        {
          title: 'Iktiraf kemahiran yang sedia ada',
          text: 'Sahkan kemahiran yang diperoleh pekerja semasa bekerja, supaya mereka boleh maju tanpa perlu bermula semula dari awal.',
        },
        {
          title: 'Gaji yang setimpal dengan kemahiran',
          text: 'Kaitkan tahap kemahiran yang disahkan dengan skala gaji dalam kontrak awam, supaya pekerja mahir dibayar sebagai profesional.',
        },
      ],
      thirdSector: [
        'Perusahaan sosial ialah tempat kerja sebenar tempat orang belajar. CLIB di Ampang menganjurkan program kerjaya: latihan persediaan kerja, bimbingan mentor, latihan menulis resume dan menghadapi temu duga, serta perkenalan dengan majikan yang menawarkan latihan industri dan pekerjaan pertama.',
        `Setiap perusahaan gerakan ini memerlukan rakan kongsi operasi: pekerja kedai, tukang masak, juruteknik, petani dan penyelaras. Setiap peranan ialah peluang untuk mempelajari sesuatu kemahiran sambil bekerja dengan gaji sekurang-kurangnya ${wage} sebulan, dan pembahagian ${splitText(POST_PROFIT_SPLIT_PERCENT)} selepas untung memberi pekerja dan ahli bahagian langsung daripada apa yang mereka bina.`,
        `PinjamGajet meminjamkan komputer riba dan tablet dari ${rental} setahun, supaya harga peranti tidak pernah menghalang sesiapa daripada mengikuti kursus dalam talian atau memperoleh sijil.`,
      ],
    },
    housing: {
      title: 'Perumahan mampu milik dan lestari',
      summary:
        'Rumah ialah kos terbesar dalam kebanyakan bajet isi rumah, dan ramai keluarga pekerja tidak mampu membeli atau menyewa rumah dengan selesa. Kami mahu rumah yang mampu didiami, bukan sekadar mampu dibeli, dan dibina untuk bertahan lama.',
      problem: [
        'Harga rumah telah meningkat lebih cepat daripada pendapatan selama bertahun-tahun, menyebabkan pemilikan rumah di luar jangkauan ramai orang dewasa muda yang bekerja di bandar, manakala sewa pula mengambil sebahagian besar gaji mereka.',
        'Skim rumah mampu milik ada kalanya dibina di lokasi yang salah atau pada harga yang salah, menyebabkan unit tidak berpenghuni sedangkan keperluan di tempat lain tidak dipenuhi. Rumah yang jauh dari tempat kerja menambah kos pengangkutan yang menghapuskan kelebihan harganya yang lebih rendah.',
        'Banyak flat kos rendah mengalami penyelenggaraan yang lemah, lif yang rosak dan bumbung yang bocor kerana badan pengurusannya kekurangan dana dan penduduk kurang bersuara. Rumah yang panas dan mahal untuk diuruskan menaikkan lagi kos sara hidup.',
      ],
      proposals: [
        {
          title: 'Mampu disewa, bukan sahaja mampu dibeli',
          text: 'Bina dan sokong perumahan sewa bukan untung, termasuk rumah milik koperasi dan komuniti, dengan sewa yang dikaitkan dengan pendapatan.',
        },
        {
          title: 'Bina berhampiran tempat rakyat bekerja',
          text: 'Tempatkan rumah mampu milik berhampiran pekerjaan dan pengangkutan awam, di atas tanah awam jika boleh, dan ambil kira kos pengangkutan sesuatu lokasi dalam setiap skim.',
        },
        {
          title: 'Penduduk mengurus bangunan sendiri',
          text: 'Beri persatuan penduduk dan koperasi dana, latihan dan kuasa untuk menyelenggara bangunan mereka, dengan akaun penyelenggaraan yang terbuka.',
        },
        {
          title: 'Hijau dan sejuk sejak reka bentuk',
          text: 'Wajibkan penebat, pengudaraan, teduhan dan solar atas bumbung dalam perumahan mampu milik yang baharu, dan naik taraf blok PPR yang sedia ada.',
        },
        {
          title: 'Laluan pemilikan yang adil',
          text: 'Tawarkan skim sewa-beli dan pemilikan bersama supaya keluarga boleh membina pegangan dalam rumah mereka tanpa wang pendahuluan yang besar.',
        },
      ],
      thirdSector: [
        'Kos sebuah rumah bukan sekadar sewa atau ansuran bulanan: ia termasuk elektrik, pengangkutan dan perbelanjaan harian yang dimudahkan atau disukarkan oleh sesebuah kejiranan. Sektor Ketiga membawa perusahaan ke tempat rakyat tinggal. Suria mengurangkan bil elektrik dengan solar atas bumbung untuk isi rumah berpendapatan rendah, dan FlexiMart membawa barangan keperluan berharga adil ke dalam kejiranan.',
        `Rakan kongsi aset, iaitu pemilik lot kedai, tanah, dewan dan kenderaan, menyewakannya kepada perusahaan pada kadar ${assetRent} di bawah harga pasaran. Prinsip yang sama, apabila digunakan untuk perumahan, menjadi asas rumah sewa milik komuniti: harta yang digunakan untuk kejiranan pada harga yang adil dan stabil.`,
        `Perusahaan gerakan ini menunjukkan bagaimana rakyat boleh mengurus aset bersama, dengan akaun yang terbuka dan rizab modal kerja (${reserve} dalam contoh model) yang diketepikan untuk penyelenggaraan. Itulah keupayaan yang diperlukan penduduk untuk menjaga bangunan mereka sendiri dengan baik.`,
      ],
    },
    education: {
      title: 'Pendemokrasian pendidikan',
      summary:
        'Peluang seorang kanak-kanak masih terlalu bergantung pada pendapatan dan poskod keluarganya. Kami mahu pendidikan yang baik, serta kefahaman praktikal tentang cara demokrasi kita berfungsi, terbuka kepada setiap rakyat Malaysia pada setiap peringkat umur.',
      problem: [
        'Jurang pembelajaran terbuka seawal usia muda antara sekolah bandar dan luar bandar serta antara keluarga kaya dan miskin, dan ia semakin melebar dengan tuisyen tambahan yang tidak mampu dibayar oleh banyak keluarga.',
        'Pandemik mendedahkan jurang digital: ramai murid tidak mempunyai komputer riba atau tablet sendiri, berkongsi sebuah telefon dengan adik-beradik, atau tidak mempunyai sambungan internet yang stabil di rumah.',
        'Pendidikan sivik masih nipis. Ramai pengundi, termasuk anak muda yang kini mengundi seawal usia 18 tahun, kurang mendapat maklumat yang neutral dan praktikal tentang cara Parlimen, Dewan Undangan Negeri dan pihak berkuasa tempatan berfungsi, lalu mudah terdedah kepada dakwaan yang mengelirukan.',
      ],
      proposals: [
        {
          title: 'Peranti dan sambungan untuk setiap pelajar',
          text: 'Pinjamkan atau beri subsidi komputer riba dan tablet kepada murid daripada keluarga berpendapatan rendah, dengan jalur lebar mampu milik di perumahan awam dan kawasan luar bandar.',
        },
        {
          title: 'Pembelajaran percuma selepas alam persekolahan',
          text: 'Buka pusat pembelajaran komuniti, perpustakaan dan kursus dalam talian yang boleh digunakan oleh orang dewasa pada sebarang usia, dengan sijil yang diiktiraf.',
        },
        {
          title: 'Pendidikan sivik yang tidak berpihak',
          text: 'Ajar cara kerajaan berfungsi dan cara rakyat boleh mengambil bahagian, di sekolah dan dalam komuniti, bebas daripada politik kepartian.',
        },
        {
          title: 'Sokongan di tempat jurang wujud',
          text: 'Tambah guru, tuisyen dan makanan sekolah di sekolah yang melayani kawasan berpendapatan rendah.',
        },
        {
          title: 'Ilmu yang terbuka',
          text: 'Terbitkan secara terbuka penyelidikan, data dan bahan pengajaran yang dibiayai oleh wang awam, supaya sesiapa sahaja boleh menggunakannya.',
        },
      ],
      thirdSector: [
        `PinjamGajet di Selayang meminjamkan komputer riba dan tablet kepada pelajar dari ${rental} setahun, supaya ketiadaan peranti tidak pernah menghalang sesiapa daripada belajar.`,
        'SagaSivik di Setiawangsa menganjurkan pendidikan sivik yang tidak berpihak: bengkel, forum dan panduan mudah difahami tentang cara Parlimen, Dewan Undangan Negeri dan pihak berkuasa tempatan berfungsi serta cara rakyat boleh mengambil bahagian. Program berbayar untuk sekolah dan organisasi membantu membiayai sesi percuma untuk komuniti.',
        'CLIB di Ampang menghubungkan apa yang dipelajari dengan pekerjaan, melalui bimbingan mentor dan perkenalan dengan majikan. Ringkasan dasar gerakan ini sendiri pula percuma untuk dimuat turun dan dikongsi, dalam bahasa Melayu dan bahasa Inggeris.',
      ],
    },
  };
}
