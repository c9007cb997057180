import { CV_MAX_BYTES, PRIVACY_RESPONSE_DAYS } from '../constants';
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
            'untuk menjawab soalan dan permintaan anda;',
            'untuk memastikan laman web, aplikasi dan pembayaran selamat, mencegah penipuan dan penyalahgunaan, serta membaiki kerosakan;',
            'untuk memenuhi obligasi undang-undang kami, termasuk yang berkaitan dengan perakaunan dan cukai.',
          ]),
          p(
            'Kami akan meminta persetujuan anda sebelum menggunakan data anda bagi tujuan lain, seperti menghantar berita tentang Gerakan, dan anda boleh menarik balik persetujuan itu pada bila-bila masa. Kami tidak sekali-kali menjual data peribadi.',
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
            'penyedia perkhidmatan yang mengehos laman web, menyimpan data dan menghantar emel bagi pihak kami (Amazon Web Services), di bawah kontrak yang mewajibkan mereka melindungi data itu dan menggunakannya hanya atas arahan kami;',
            'perusahaan yang anda mohon, serta kakitangan dan sukarelawan Gerakan yang menilai permohonan, setakat yang mereka perlukan sahaja;',
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
            'Jika berlaku pelanggaran data peribadi yang mungkin menyebabkan kemudaratan yang ketara, kami akan memaklumkan Pesuruhjaya Perlindungan Data Peribadi dan, jika dikehendaki, individu yang terjejas, sebagaimana yang dikehendaki oleh undang-undang.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'Tempoh kami menyimpannya',
        blocks: [
          dl([
            [
              'Rekod sumbangan',
              `${DONATION_RECORD_RETENTION_YEARS} tahun selepas akhir tahun anda menyumbang, kerana undang-undang perakaunan dan cukai mewajibkan kami menyimpan rekod kewangan selama itu.`,
            ],
            [
              'Permohonan rakan kongsi dan pakar serta resume',
              `${applicationMonths} bulan (${APPLICATION_RETENTION_DAYS} hari) dari hari anda menghantarnya; selepas itu ia dipadam. Jika permohonan anda membawa kepada perkongsian atau penglibatan, kami menyimpan apa yang diperlukan oleh perjanjiannya selama ia berkuat kuasa dan selama ${DONATION_RECORD_RETENTION_YEARS} tahun selepas itu.`,
            ],
            [
              'Akaun aplikasi',
              `Selagi akaun anda dibuka; kami memadam data itu atau menjadikannya tanpa nama dalam tempoh ${ACCOUNT_RETENTION_DAYS_AFTER_CLOSING} hari selepas akaun ditutup.`,
            ],
            [
              'Mesej dan permintaan',
              `${CORRESPONDENCE_RETENTION_YEARS} tahun selepas perkara itu selesai.`,
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
          p('Anda boleh meminta kami, secara bertulis:'),
          ul([
            'untuk mendapatkan salinan data peribadi yang kami simpan tentang anda dan cara kami menggunakannya (akses);',
            'untuk membetulkan data yang tidak tepat, tidak lengkap, mengelirukan atau tidak terkini (pembetulan);',
            'untuk memadam data yang tidak lagi kami perlukan atau tiada sebab undang-undang untuk disimpan, atau untuk menarik balik persetujuan anda (pemadaman);',
            'untuk menghentikan pemprosesan yang mungkin menyebabkan kerosakan atau kesusahan yang besar kepada anda, atau sebarang pemasaran langsung;',
            'untuk menghantar data anda kepada organisasi lain, jika undang-undang memberi anda hak itu (kemudahalihan data).',
          ]),
          p(
            `Hantar permintaan anda ke ${PRIVACY_EMAIL} dengan maklumat yang mencukupi untuk kami mencari data anda, seperti alamat emel atau nombor telefon yang anda gunakan dan, bagi sumbangan, ID Pembayarannya. Kami mungkin meminta anda mengesahkan identiti sebelum bertindak.`,
          ),
          p(
            `Kami menjawab setiap permintaan akses, pembetulan dan pemadaman dalam tempoh ${PRIVACY_RESPONSE_DAYS} hari dari tarikh kami menerimanya. Jika kami tidak dapat mematuhinya sepenuhnya, kami akan memaklumkan sebabnya dalam tempoh yang sama. Pembetulan dan pemadaman adalah percuma; bagi salinan data anda, kami mungkin mengenakan fi yang dibenarkan oleh peraturan PDPA, dan kami akan memaklumkan jumlahnya terlebih dahulu.`,
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
            `Untuk sebarang soalan atau permintaan tentang data peribadi anda, tulis kepada Gerakan Sektor Ketiga di ${PRIVACY_EMAIL}, dengan “Permintaan Data Peribadi” dalam baris subjek.`,
          ),
        ],
      },
    ],
  };
}
