import type { EnterpriseStory } from './data';

/** Malay story of the seven enterprises: what, why, how and the partners each needs (detail pages). */
export const storyBm: EnterpriseStory = {
  fleximart: {
    what: 'FlexiMart ialah kedai serbaneka milik komuniti di Shah Alam yang menjual beras, minyak masak, telur dan barangan keperluan harian lain pada harga yang adil dan dipaparkan secara terbuka. Ia antara tujuh perusahaan dalam pelancaran berperingkat yang bermula pada Ogos 2025, dan mula beroperasi pada September 2025.',
    why: 'Kenaikan harga paling awal dirasai oleh isi rumah berpendapatan rendah dan sederhana, dan banyak kawasan kejiranan hanya mempunyai satu atau dua kedai untuk dipilih. Kedai yang mendahulukan isi rumah berbanding margin keuntungan memastikan barangan keperluan kekal mampu milik, dan sebagai perusahaan sosial, lebihan pendapatannya kekal dalam komuniti.',
    how: 'Rakan kongsi ekuiti membiayai stok permulaan dan kerja pengubahsuaian, rakan kongsi aset menyediakan lot kedai pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi dari kawasan setempat menguruskan kedai setiap hari dengan gaji sekurang-kurangnya RM1,700 sebulan. Pendapatan dibahagikan mengikut contoh pembahagian 10-50-40 sebelum kedai mencapai keuntungan dan 40-30-30 selepasnya, dengan rizab modal kerja 30% untuk memastikan rak sentiasa penuh.',
    equity_partners:
      'Modal untuk stok permulaan, rak, peti sejuk dan sistem jualan, dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Lot kedai, ruang simpanan atau kenderaan penghantaran yang disewakan kepada FlexiMart pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Juruwang, penjaga stok dan penyelia kedai dari kawasan kejiranan yang menguruskan kedai setiap hari.',
  },
  kesum: {
    what: 'Kesum ialah kedai makanan dan minuman di Wangsa Maju yang menyajikan hidangan Malaysia ala masakan rumah yang berkhasiat, pada harga yang mampu dibayar oleh keluarga pekerja setiap hari. Dinamakan sempena daun harum yang ada di setiap dapur Malaysia, ia membeli bahan daripada pembekal tempatan dan petani kecil sedapat mungkin, termasuk ladang milik gerakan ini sendiri.',
    why: 'Makan di luar kini antara kos terbesar kehidupan di bandar, dan makanan murah terlalu kerap bermakna makanan yang kurang berkhasiat. Kesum menjadikan sepinggan nasi yang berkhasiat mampu milik sambil membayar tukang masak dan pelayannya sekurang-kurangnya RM1,700 sebulan, sekali gus mengukuhkan bajet isi rumah dan keterjaminan makanan setempat.',
    how: 'Rakan kongsi ekuiti membiayai peralatan dapur dan kos permulaan, rakan kongsi aset menyediakan premis atau peralatan pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi memasak, menghidang dan mengurus kedai. Lebihan pendapatan dikongsi mengikut model perkongsian keuntungan gerakan, dan sebahagiannya dilaburkan semula untuk mengekalkan harga menu yang rendah. Kedai ini mula beroperasi pada September 2025.',
    equity_partners:
      'Modal untuk peralatan dapur, perabot dan bahan mentah bagi bulan-bulan pertama, dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Premis restoran, dapur atau peralatan memasak yang disewakan kepada Kesum pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Tukang masak, pembantu dapur, pelayan dan pengurus kedai yang menyediakan serta menghidangkan makanan.',
  },
  solar: {
    what: 'Suria memasang dan menyelenggara sistem solar atas bumbung untuk isi rumah berpendapatan rendah di Petaling Jaya, supaya keluarga dapat menjana sebahagian daripada elektrik mereka sendiri. Tanpa kos pendahuluan yang besar, setiap isi rumah membayar yuran bulanan yang kecil dan tetap, lebih rendah daripada penjimatan pada bil mereka.',
    why: 'Elektrik mengambil bahagian yang semakin besar dalam bajet isi rumah berpendapatan rendah, sedangkan penjimatan tenaga solar kebanyakannya dinikmati oleh mereka yang sudah mampu membeli panel. Suria membawa tenaga bersih yang lebih murah kepada keluarga yang paling memerlukannya dan melindungi mereka daripada kenaikan tarif.',
    how: 'Rakan kongsi ekuiti membiayai panel dan penyongsang, rakan kongsi aset menyediakan peralatan, stor atau kenderaan pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi, iaitu juruteknik tempatan yang terlatih, meninjau rumah, memasang sistem dan menyelenggaranya. Yuran bulanan isi rumah membayar balik pelaburan, dan pemasangan bermula pada September 2025.',
    equity_partners:
      'Modal untuk panel solar, penyongsang dan kerja pemasangan, dibayar balik daripada yuran isi rumah dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Peralatan pemasangan, gudang atau van servis yang disewakan kepada Suria pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Juruelektrik dan juruteknik bertauliah yang meninjau bumbung, memasang sistem dan memastikannya terus berfungsi.',
  },
  sivik101: {
    what: 'SagaSivik menganjurkan program pendidikan sivik dan kesedaran politik di Setiawangsa: bengkel, forum dan panduan mudah difahami tentang cara Parlimen, Dewan Undangan Negeri dan pihak berkuasa tempatan berfungsi serta cara rakyat boleh mengambil bahagian. Programnya tidak berpihak kepada mana-mana parti dan terbuka kepada semua.',
    why: 'Ramai rakyat Malaysia mengundi tanpa maklumat yang jelas dan neutral tentang wakil mereka dan dasar yang mempengaruhi kos sara hidup mereka, lalu mudah terdedah kepada dakwaan yang mengelirukan. Rakyat yang berpengetahuan dapat menuntut akauntabiliti pemimpin dan memperjuangkan dasar yang memberi manfaat kepada isi rumah biasa.',
    how: 'Rakan kongsi ekuiti membiayai bahan program dan tempat, rakan kongsi aset menyediakan ruang mesyuarat serta peralatan audiovisual pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi mengendalikan sesi dan menyelaras sukarelawan. Program berbayar untuk sekolah dan organisasi membantu membiayai sesi percuma untuk komuniti, bermula September 2025.',
    equity_partners:
      'Modal untuk bahan latihan, penerbitan dan kos tempat, dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Bilik mesyuarat, dewan, projektor dan sistem bunyi yang disediakan pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Fasilitator, penyelidik dan penyelaras program yang merangka dan mengendalikan sesi.',
  },
  clib: {
    what: 'CLIB menganjurkan program kerjaya di Ampang: latihan persediaan kerja, bimbingan mentor, latihan menulis resume dan menghadapi temu duga, serta perkenalan dengan majikan yang menawarkan latihan industri dan pekerjaan pertama. Ia berkhidmat untuk lepasan sekolah, graduan dan pekerja yang ingin bertukar kerjaya.',
    why: 'Terlalu ramai anak muda Malaysia tamat sekolah atau universiti tanpa rangkaian atau bimbingan untuk mendapat pekerjaan yang layak, lalu terperangkap dalam pekerjaan bergaji rendah dan tidak menentu. Sokongan kerjaya yang tersusun membuka jalan kepada pekerjaan bergaji sekurang-kurangnya RM1,700 sebulan yang terus berkembang.',
    how: 'Rakan kongsi ekuiti membiayai jurulatih dan kos program, rakan kongsi aset menyediakan bilik latihan dan komputer pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi menyelaras program serta rangkaian majikan. Majikan menaja tempat supaya peserta daripada keluarga berpendapatan rendah boleh menyertainya secara percuma; pengambilan pertama bermula pada September 2025.',
    equity_partners:
      'Modal untuk jurulatih, bahan kursus dan kos menjalankan program, dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Bilik latihan, komputer dan peralatan pembentangan yang disewakan kepada CLIB pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Jurulatih kerjaya, mentor dan penyelaras yang mengendalikan program dan bekerjasama dengan majikan.',
  },
  pinjamgajet: {
    what: 'PinjamGajet menyewakan komputer riba, tablet dan peranti lain kepada pelajar dan pencari kerja di Selayang dengan bayaran serendah RM10 setahun. Setiap peranti dibaik pulih, diperiksa dan diselenggara oleh perusahaan ini, dan diganti jika rosak.',
    why: 'Tanpa peranti, pelajar tidak dapat mengikuti pembelajaran dalam talian dan pencari kerja tidak dapat memohon kerja atau menghadiri temu duga dalam talian. Komputer riba baharu di luar kemampuan banyak keluarga, jadi sewaan mampu milik merapatkan jurang digital di tempat yang paling memerlukannya.',
    how: 'Rakan kongsi ekuiti membiayai pembelian dan baik pulih peranti, rakan kongsi aset menyediakan gajet terpakai dan ruang simpanan pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi menguruskan pembaikan, pinjaman dan pemulangan. Yuran RM10 setahun dan tajaan memastikan bilangan peranti terus bertambah mulai September 2025.',
    equity_partners:
      'Modal untuk membeli dan membaik pulih komputer riba dan tablet, dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Peranti terpakai, kaunter servis atau ruang simpanan yang disewakan kepada PinjamGajet pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Juruteknik dan kakitangan kaunter yang membaik pulih peranti, meminjamkannya dan menguruskan pemulangan.',
  },
  tanamduit: {
    what: 'TanamDuit ialah perusahaan pertanian moden di Rembau yang menggunakan fertigasi, rumah hijau berjaring dan pengairan pintar untuk menanam sayur-sayuran dan herba sepanjang tahun. Hasilnya dijual kepada pasar tempatan dan kedai milik gerakan ini sendiri.',
    why: 'Malaysia mengimport sebahagian besar makanannya, jadi harga turun naik mengikut pasaran dunia, sementara anak muda meninggalkan kawasan luar bandar kerana kekurangan pekerjaan yang baik. Ladang moden yang produktif mengukuhkan keterjaminan makanan dan mewujudkan pekerjaan luar bandar bergaji sekurang-kurangnya RM1,700 sebulan.',
    how: 'Rakan kongsi ekuiti membiayai rumah hijau dan sistem pengairan, rakan kongsi aset menyediakan tanah atau jentera pada sewa 5% di bawah harga pasaran, dan rakan kongsi operasi bertani, menuai dan memasarkan hasil tanaman. Keuntungan dikongsi mengikut model gerakan, dengan rizab modal kerja dilaburkan semula untuk membesarkan ladang; penanaman bermula pada September 2025.',
    equity_partners:
      'Modal untuk rumah hijau, sistem fertigasi dan anak benih, dengan contoh pulangan 2.4% setahun.',
    asset_partners:
      'Tanah pertanian, traktor atau jentera ladang lain yang disewakan kepada TanamDuit pada kadar 5% di bawah harga pasaran.',
    operation_partners:
      'Petani, pekerja ladang dan ketua jualan yang menanam, menuai dan menjual hasil.',
  },
};
