import {
  ACCOUNT_OTP_TTL_SECONDS,
  CV_MAX_BYTES,
  MEMBER_SESSION_TTL_SECONDS,
  PRIVACY_RESPONSE_DAYS,
} from '../constants';
import { sitePaths } from '../paths';
import { dl, p, ul } from './blocks';
import {
  ACCOUNT_RETENTION_DAYS_AFTER_CLOSING,
  APPLICATION_RETENTION_DAYS,
  CORRESPONDENCE_RETENTION_YEARS,
  DONATION_RECORD_RETENTION_YEARS,
  MINIMUM_AGE,
  PRIVACY_EFFECTIVE,
  PRIVACY_EMAIL,
  SERVER_LOG_RETENTION_DAYS,
} from './legal-facts';
import type { LegalDocument } from './types';

/**
 * The privacy statement in Malay, the version that prevails. It follows the seven principles of
 * the Personal Data Protection Act 2010.
 */
export function privacyBm(): LegalDocument {
  const cvMegabytes = CV_MAX_BYTES / 1024 / 1024;
  const applicationMonths = Math.round(APPLICATION_RETENTION_DAYS / 30.4);
  const codeMinutes = ACCOUNT_OTP_TTL_SECONDS / 60;
  const sessionDays = MEMBER_SESSION_TTL_SECONDS / (24 * 60 * 60);
  return {
    title: 'Pernyataan Privasi',
    effective: PRIVACY_EFFECTIVE,
    intro: [
      p(
        'Gerakan Sektor Ketiga (“kami”) menghormati privasi anda. Pernyataan ini menerangkan cara kami mengumpul, menggunakan, mendedahkan, melindungi dan menyimpan data peribadi melalui laman web dan aplikasi kami, selaras dengan Akta Perlindungan Data Peribadi 2010 (PDPA) dan pindaannya. Ia merupakan notis bertulis yang dikehendaki oleh PDPA untuk diberikan kepada anda.',
      ),
    ],
    sections: [
      {
        id: 'data-we-collect',
        heading: 'Data peribadi yang kami kumpul',
        blocks: [
          dl([
            [
              'Apabila anda menyumbang',
              'Nama, alamat emel dan nombor telefon anda, jumlah sumbangan, sebarang catatan yang anda tambah, perusahaan yang anda pilih (jika ada), bahasa anda dan alamat IP asal permintaan anda. Gerbang pembayaran kami, eGHL, menghantar kepada kami ID pembayaran, statusnya, kaedah pembayaran, masa dan rujukan kebenaran. Kami tidak pernah menerima nombor penuh kad anda atau kata laluan perbankan dalam talian anda: eGHL memprosesnya di halamannya sendiri yang selamat.',
            ],
            [
              'Apabila anda memohon menjadi rakan kongsi',
              `Nama penuh, nombor telefon dan alamat emel anda, cara anda ingin menyumbang (sebagai rakan kongsi ekuiti, aset atau operasi), perusahaan yang ingin anda bantu, sebarang ulasan dan, jika anda memilih untuk menghantarnya, resume atau profil ringkas anda (PDF, DOC, DOCX atau TXT, sehingga ${cvMegabytes} MB).`,
            ],
            [
              'Apabila anda menawarkan kepakaran',
              'Nama, alamat emel, nombor telefon, kelayakan tertinggi, bidang minat dan resume anda (PDF).',
            ],
            [
              'Apabila anda menggunakan aplikasi kami',
              'Nama penuh seperti dalam kad pengenalan, nombor telefon bimbit, kata laluan (disimpan hanya dalam bentuk cincangan yang dilindungi), negeri mengundi serta kawasan Parlimen dan DUN, dan pendaftaran anda untuk program dan acara. Kawasan anda hanya digunakan untuk menjemput anda ke program berhampiran, dan hanya dengan persetujuan anda.',
            ],
            [
              'Apabila anda menjadi sukarelawan',
              'Kemahiran, bahasa dan masa lapang yang anda nyatakan, sejauh mana anda boleh bergerak, syif yang anda sertai dan sama ada anda hadir. Penyelaras kawasan anda melihat nama, kawasan, kemahiran, bahasa, masa lapang dan jangkauan anda, serta nombor telefon bimbit atau alamat emel anda hanya jika anda bersetuju dihubungi melalui saluran itu.',
            ],
            [
              'Apabila anda membeli di kedai kami',
              'Nama, alamat emel, nombor telefon dan alamat penghantaran anda, barang yang anda pesan dan pembayarannya, serta kurier dan nombor penjejakan penghantarannya.',
            ],
            [
              'Apabila anda memulakan halaman kutipan dana atau menyertai dinding penyumbang',
              'Tajuk, kisah dan sasaran halaman itu, serta perkataan pertama nama anda, yang dipaparkan secara terbuka di halaman itu. Jika anda memilih dinding penyumbang semasa menyumbang, nama yang anda berikan dipaparkan di situ.',
            ],
            [
              'Apabila anda memilih mesej yang ingin diterima',
              'Bagi setiap saluran (SMS, emel) dan setiap tujuan (pendaftaran dan syif anda; berita dan rayuan Gerakan): sama ada anda bersetuju, bilakah, kata-kata tepat yang dipaparkan kepada anda, dalam bahasa apa, dan di mana anda membuat pilihan itu (semasa mendaftar, dalam profil anda atau dalam borang sukarelawan).',
            ],
            [
              'Apabila anda menulis kepada kami atau bertanya tentang data anda',
              'Nama, alamat emel, nombor telefon (jika anda memberikannya) dan mesej anda. Bagi permintaan tentang data peribadi anda: nombor telefon bimbit atau alamat emel yang anda sahkan dengan kod sekali guna, perkara yang anda minta, dan jawapan kami.',
            ],
            [
              'Apabila anda melawat laman web',
              'Pelayan kami merekodkan alamat IP anda, tarikh dan masa, halaman yang diminta dan jenis pelayar anda, untuk memastikan perkhidmatan selamat dan berfungsi. Storan tempatan pelayar anda mengingati pilihan bahasa anda. Kami tidak menggunakan kuki pengiklanan atau penjejakan.',
            ],
          ]),
          p(
            'Anda sendiri yang memberikan data ini kepada kami, kecuali rujukan pembayaran yang dihantar oleh eGHL dan data teknikal yang dihantar oleh pelayar anda. Medan yang ditandakan wajib diperlukan untuk memproses sumbangan atau permohonan anda, dan tanpanya kami tidak dapat berbuat demikian; selebihnya adalah pilihan.',
          ),
          p(
            'Kami tidak meminta data peribadi sensitif, seperti maklumat tentang kesihatan, kepercayaan agama atau pendapat politik anda. Sila jangan masukkannya dalam resume atau ulasan anda.',
          ),
        ],
      },
      {
        id: 'purposes',
        heading: 'Tujuan kami menggunakannya',
        blocks: [
          p('Kami menggunakan data peribadi hanya bagi tujuan berikut:'),
          ul([
            'untuk memproses sumbangan anda, mengesahkan keputusannya, menghantar resit dan menyimpan akaun yang dikehendaki oleh undang-undang;',
            'untuk memaparkan jumlah kutipan dan bilangan penyumbang, sebagai jumlah keseluruhan sahaja dan tidak sekali-kali mengikut nama;',
            'untuk menilai permohonan rakan kongsi atau pakar anda, menghubungi anda mengenainya dan, jika ia diteruskan, menyediakan perjanjian anda;',
            'untuk mengurus akaun aplikasi anda serta pendaftaran anda untuk program dan acara;',
            'untuk mengatur syif sukarelawan dan memaklumkan perubahan syif kepada sukarelawannya;',
            'untuk memproses dan menghantar pesanan kedai anda serta mengendalikan pemulangan;',
            'untuk menjawab soalan dan permintaan anda, termasuk permintaan tentang data peribadi anda;',
            'untuk memastikan laman web, aplikasi dan pembayaran selamat, mencegah penipuan dan penyalahgunaan, serta membaiki kerosakan;',
            'untuk memenuhi obligasi undang-undang kami, termasuk yang berkaitan dengan perakaunan dan cukai.',
          ]),
          p(
            'Sesetengah mesej adalah sebahagian daripada perkara yang anda minta kami lakukan, dan kami menghantarnya tanpa bertanya lagi: kod sekali guna, resit, pengesahan perkara yang baru anda lakukan, perubahan atau pembatalan sesuatu yang anda tempah, dan tempat yang terluang untuk anda daripada senarai menunggu. Setiap mesej lain memerlukan persetujuan anda bagi salurannya dan tujuannya: peringatan tentang pendaftaran dan syif anda, serta berita dan rayuan Gerakan. Anda memilih setiap satu secara berasingan, bagi SMS dan bagi emel, dan boleh mengubah mana-mana pilihan pada bila-bila masa; kami menyimpan rekod setiap pilihan. Kami tidak sekali-kali menjual data peribadi.',
            { label: 'Ubah pilihan anda dalam profil.', path: sitePaths.privacySettings },
          ),
        ],
      },
      {
        id: 'disclosure',
        heading: 'Pihak yang menerimanya',
        blocks: [
          p('Kami hanya mendedahkan data peribadi kepada:'),
          ul([
            'eGHL, gerbang pembayaran berlesen kami, untuk memproses pembayaran;',
            'penyedia perkhidmatan yang mengehos laman web, menyimpan data serta menghantar emel dan SMS bagi pihak kami (Amazon Web Services), di bawah kontrak yang mewajibkan mereka melindungi data itu dan menggunakannya hanya atas arahan kami;',
            'kurier yang menghantar pesanan kedai anda: nama, nombor telefon dan alamat penghantaran anda;',
            'perusahaan yang anda mohon, serta kakitangan dan sukarelawan Gerakan yang menilai permohonan, setakat yang mereka perlukan sahaja;',
            'penyelaras kawasan anda, apabila anda menjadi sukarelawan, seperti yang diterangkan di atas;',
            'penasihat profesional seperti juruaudit dan peguam, yang terikat dengan kewajipan kerahsiaan;',
            'pihak berkuasa, apabila dikehendaki oleh undang-undang atau diperintahkan oleh mahkamah.',
          ]),
          p(
            'Sesetengah penyedia perkhidmatan kami menyimpan data di pelayan di luar Malaysia. Kami memindahkan data peribadi ke luar negara hanya sebagaimana yang dibenarkan oleh PDPA, dengan perlindungan yang setanding dengan perlindungan di Malaysia.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Cara kami melindunginya',
        blocks: [
          p(
            'Kami mengambil langkah praktikal untuk melindungi data peribadi daripada kehilangan, salah guna, pengubahsuaian, akses atau pendedahan tanpa kebenaran atau secara tidak sengaja, pengubahan dan pemusnahan:',
          ),
          ul([
            'setiap halaman, borang dan pembayaran menggunakan sambungan yang disulitkan (HTTPS);',
            'permohonan dan resume disimpan dalam storan peribadi yang disulitkan dan tidak sekali-kali boleh diakses oleh orang awam, dan kakitangan yang menyemaknya membukanya melalui pautan yang tamat tempoh;',
            'akses dihadkan kepada mereka yang memerlukan data itu untuk kerja mereka;',
            'permintaan pembayaran ditandatangani supaya tidak boleh diubah, dan butiran kad hanya dikendalikan oleh gerbang pembayaran;',
            'kami menyemak sistem dan penyedia perkhidmatan kami secara berkala.',
          ]),
          p(
            'Jika berlaku pelanggaran data peribadi yang menyebabkan atau mungkin menyebabkan kemudaratan yang ketara, kami memaklumkan Pesuruhjaya Perlindungan Data Peribadi secepat mungkin dan dalam tempoh 72 jam dari saat kami mengetahuinya. Jika ia mungkin menyebabkan kemudaratan yang ketara kepada anda, kami juga memaklumkan anda tanpa kelewatan yang tidak wajar dan dalam tempoh 7 hari selepas memaklumkan Pesuruhjaya: apa yang berlaku, data anda yang terlibat, tindakan yang telah kami ambil dan langkah yang boleh anda ambil untuk melindungi diri. Kami menyimpan rekod setiap pelanggaran dan tindakan kami terhadapnya.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'Tempoh kami menyimpannya',
        blocks: [
          dl([
            [
              'Rekod sumbangan dan pesanan',
              `${DONATION_RECORD_RETENTION_YEARS} tahun selepas akhir tahun anda menyumbang atau membuat pesanan, kerana undang-undang perakaunan dan cukai mewajibkan kami menyimpan rekod kewangan selama itu.`,
            ],
            [
              'Permohonan rakan kongsi dan pakar serta resume',
              `${applicationMonths} bulan (${APPLICATION_RETENTION_DAYS} hari) dari hari anda menghantarnya; selepas itu permohonan, resumenya dan salinan yang disimpan oleh kakitangan kami dipadam. Resume yang dimuat naik tetapi tidak pernah dihantar bersama borang dipadam selepas sehari. Jika permohonan anda membawa kepada perkongsian atau penglibatan, kami menyimpan apa yang diperlukan oleh perjanjiannya selama ia berkuat kuasa dan selama ${DONATION_RECORD_RETENTION_YEARS} tahun selepas itu.`,
            ],
            [
              'Akaun aplikasi',
              `Selagi akaun anda dibuka. Apabila anda menutupnya, sesi anda tamat serta-merta dan profil, pilihan mesej, butiran sukarelawan dan resume anda dipadam; sumbangan dan pesanan anda kekal hanya sebagai rekod kewangan yang tidak lagi menamakan anda. Salinan dalam sandaran kami hilang dalam tempoh ${ACCOUNT_RETENTION_DAYS_AFTER_CLOSING} hari.`,
            ],
            [
              'Kod log masuk dan sesi',
              `Kod sekali guna sah selama ${codeMinutes} minit; sesi bertahan paling lama ${sessionDays} hari, dan tamat lebih awal apabila anda log keluar. Kedua-duanya dipadam selepas tamat.`,
            ],
            [
              'Mesej dan permintaan',
              `${CORRESPONDENCE_RETENTION_YEARS} tahun selepas perkara itu selesai, termasuk permintaan tentang data peribadi anda.`,
            ],
            [
              'Rekod tindakan kakitangan kami',
              `${DONATION_RECORD_RETENTION_YEARS} tahun, sama seperti rekod kewangan yang dipertanggungjawabkannya.`,
            ],
            ['Log pelayan', `${SERVER_LOG_RETENTION_DAYS} hari.`],
          ]),
          p(
            'Apabila sesuatu tempoh tamat, kami memadam data itu atau menjadikannya tanpa nama supaya ia tidak lagi boleh mengenal pasti anda.',
          ),
        ],
      },
      {
        id: 'data-integrity',
        heading: 'Memastikan data anda tepat',
        blocks: [
          p(
            'Kami mengambil langkah munasabah untuk memastikan data peribadi yang kami simpan adalah tepat, lengkap, tidak mengelirukan dan terkini. Sila maklumkan kepada kami apabila butiran anda berubah.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Hak anda: akses, pembetulan dan pemadaman',
        blocks: [
          p('Anda boleh meminta kami:'),
          ul([
            'untuk mendapatkan salinan data peribadi yang kami simpan tentang anda dan cara kami menggunakannya (akses);',
            'untuk membetulkan data yang tidak tepat, tidak lengkap, mengelirukan atau tidak terkini (pembetulan);',
            'untuk memadam data yang tidak lagi kami perlukan atau tiada sebab undang-undang untuk disimpan, atau untuk menarik balik persetujuan anda (pemadaman);',
            'untuk menghentikan pemprosesan yang mungkin menyebabkan kerosakan atau kesusahan yang besar kepada anda, atau sebarang pemasaran langsung;',
            'untuk menghantar data anda kepada anda atau kepada organisasi lain dalam bentuk yang boleh dibaca mesin (kemudahalihan data).',
          ]),
          p(
            'Jika anda mempunyai akaun aplikasi, anda boleh melakukan kebanyakannya sendiri selepas log masuk: memuat turun semua data yang kami simpan tentang anda sebagai fail (JSON, yang boleh dibaca oleh sistem lain) bersama ringkasan yang mudah dibaca, membetulkan butiran anda, mengubah pilihan mesej anda dan menutup akaun anda.',
            { label: 'Pergi ke tetapan privasi anda.', path: sitePaths.privacySettings },
          ),
          p(
            `Tanpa akaun, gunakan borang permintaan kami: anda mengesahkan nombor telefon bimbit atau alamat emel yang anda gunakan dengan kod sekali guna, supaya tiada orang lain boleh meminta data anda. Anda juga boleh menulis ke ${PRIVACY_EMAIL} dengan maklumat yang mencukupi untuk kami mencari data anda, seperti alamat emel atau nombor telefon yang anda gunakan dan, bagi sumbangan, ID Pembayarannya; kami mungkin meminta anda mengesahkan identiti sebelum bertindak.`,
            { label: 'Buat permintaan tentang data anda.', path: sitePaths.privacyRequest },
          ),
          p(
            `Kami menjawab setiap permintaan akses, pembetulan dan pemadaman dalam tempoh ${PRIVACY_RESPONSE_DAYS} hari dari tarikh kami menerimanya. Jika kami tidak dapat mematuhinya sepenuhnya, contohnya kerana undang-undang mewajibkan kami menyimpan sesuatu rekod kewangan, kami akan memaklumkan sebabnya dalam tempoh yang sama. Semua ini percuma.`,
          ),
          p(
            'Jika anda tidak berpuas hati dengan jawapan kami, anda boleh membuat aduan kepada Pesuruhjaya Perlindungan Data Peribadi.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Kanak-kanak',
        blocks: [
          p(
            `Borang sumbangan dan permohonan kami adalah untuk mereka yang berumur ${MINIMUM_AGE} tahun ke atas. Kami tidak dengan sengaja mengumpul data peribadi kanak-kanak tanpa persetujuan ibu bapa atau penjaga; jika anda percaya kami telah berbuat demikian, hubungi kami dan kami akan memadamnya.`,
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Perubahan kepada pernyataan ini',
        blocks: [
          p(
            'Kami mungkin mengemas kini pernyataan ini. Kami akan menerbitkan setiap versi baharu di halaman ini bersama tarikh ia berkuat kuasa, dan memaklumkan perubahan yang penting terus kepada anda jika kami mempunyai butiran hubungan anda.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Hubungi kami',
        blocks: [
          p(
            `Untuk sebarang soalan atau permintaan tentang data peribadi anda, tulis kepada Gerakan Sektor Ketiga di ${PRIVACY_EMAIL}, dengan “Permintaan Data Peribadi” dalam baris subjek. Alamat yang sama sampai kepada orang yang bertanggungjawab bagi perlindungan data dalam Gerakan.`,
          ),
        ],
      },
    ],
  };
}
