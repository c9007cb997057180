/**
 * The home page's copy below its opening (the hero's is in `home`), shown by the sections that
 * load as islands when the visitor nears them. Split headings (`{ em, rest }`) put the emphasised
 * word first in English and last in Malay, as the two languages read naturally.
 */
const bm = {
  donate: {
    heading: { em: 'gerakan', rest: 'Sumbang kepada' },
    lead: 'Setiap ringgit membantu membina perusahaan sosial yang dimiliki rakyat.',
  },
  thirdSector: {
    heading: { em: 'Ketiga', rest: 'Sektor' },
    lead: 'Di antara kerajaan dan syarikat swasta, ada ruang ketiga: perusahaan yang dimiliki komuniti, dijalankan oleh pekerja dan disokong rakan kongsi. Keuntungannya kembali kepada rakyat, bukan kepada segelintir pemegang saham.',
    body: 'Gerakan Sektor Ketiga memulakan tujuh perusahaan sosial secara berperingkat dari Ogos 2025, setiap satu menangani kos sara hidup atau peluang pekerjaan di kejiranan sebenar.',
    overview: 'Baca gambaran keseluruhan (PDF)',
    more: 'Ketahui lebih lanjut',
    items: {
      what: 'Apakah Perusahaan Sosial',
      who: 'Siapa yang Terlibat dalam Perusahaan Sosial',
      model: 'Apakah Model Perniagaan Perusahaan Sosial',
    },
    close: 'Tutup',
    what: {
      paragraphs: [
        'Perusahaan sosial ialah perniagaan sebenar: ia menjual barangan dan perkhidmatan, membayar gaji dan mesti untung untuk bertahan. Bezanya, tujuannya ialah menyelesaikan masalah masyarakat, dan lebihannya dilaburkan semula atau dikongsi dengan komuniti.',
        'Dalam Sektor Ketiga, perusahaan dimiliki bersama oleh komuniti, pekerja dan rakan kongsi. Setiap pekerja dibayar sekurang-kurangnya RM1,700 sebulan, harga dipamerkan secara terbuka, dan akaun dilaporkan kepada ahli.',
        'Model ini mengisi jurang yang ditinggalkan pasaran dan kerajaan: kedai runcit yang adil, makanan berkhasiat yang mampu dibeli, tenaga solar untuk isi rumah berpendapatan rendah, dan peluang kerjaya untuk anak muda.',
      ],
    },
    who: {
      lead: 'Tiga kumpulan memiliki dan menggerakkan setiap perusahaan.',
      roles: [
        {
          key: 'community',
          title: 'Komuniti',
          text: 'Pelanggan dan penduduk setempat yang menggunakan perkhidmatan, menyumbang dan berkongsi manfaat melalui dana komuniti.',
        },
        {
          key: 'workers',
          title: 'Pekerja',
          text: 'Warga setempat yang menjalankan perusahaan setiap hari dengan gaji layak dan bahagian keuntungan.',
        },
        {
          key: 'partners',
          title: 'Rakan Kongsi',
          text: 'Rakan kongsi ekuiti, aset dan operasi yang menyediakan modal, premis, peralatan dan kepakaran.',
        },
      ],
    },
    model: {
      lead: 'Contoh pembahagian lebihan, sebelum dan selepas perusahaan mencapai untung.',
      cards: [
        {
          key: 'pre-profit',
          title: 'Sebelum untung: 10-50-40',
          text: '10% untuk dana komuniti, 50% untuk kos operasi dan gaji pekerja, 40% untuk memulangkan modal rakan kongsi.',
        },
        {
          key: 'post-profit',
          title: 'Selepas untung: 40-30-30',
          text: '40% untuk perkongsian untung pekerja, 30% untuk rakan kongsi, 30% untuk komuniti dan pelaburan semula, dengan rizab modal kerja 30% disimpan terlebih dahulu.',
        },
      ],
      note: 'Angka ini ialah contoh. Pulangan ekuiti contoh ialah 2.4% setahun, dan sewa aset 5% di bawah harga pasaran.',
    },
  },
  outcomes: {
    heading: { em: 'nyata', rest: 'Hasil yang' },
    lead: 'Apa yang berubah apabila rakyat memiliki perusahaan mereka sendiri.',
    items: [
      {
        id: 'income-generation',
        title: 'Menjana pendapatan',
        text: 'Pekerjaan tetap bergaji sekurang-kurangnya RM1,700 sebulan, ditambah bahagian keuntungan apabila perusahaan berjaya.',
      },
      {
        id: 'social-cohesion',
        title: 'Perpaduan sosial',
        text: 'Jiran daripada pelbagai latar belakang bekerja, membeli dan membuat keputusan bersama di kejiranan mereka.',
      },
      {
        id: 'individual-pride',
        title: 'Maruah diri',
        text: 'Setiap pekerja dan penyokong menjadi pemilik bersama, bukan sekadar penerima bantuan.',
      },
    ],
  },
  showcase: {
    heading: { em: 'kami', rest: 'Perusahaan' },
    lead: 'Tujuh perusahaan sosial pertama, beroperasi mulai September 2025.',
    viewAll: 'Lihat Semua Perusahaan',
  },
  partners: {
    heading: { em: 'kongsi', rest: 'Jadi rakan' },
    lead: 'Setiap perusahaan memerlukan tiga jenis rakan kongsi. Pilih peranan yang sesuai dengan anda.',
    cards: [
      {
        key: 'equity',
        title: 'Rakan Kongsi Ekuiti',
        text: 'Sediakan modal untuk stok, peralatan dan kos permulaan, dengan contoh pulangan 2.4% setahun.',
      },
      {
        key: 'asset',
        title: 'Rakan Kongsi Aset',
        text: 'Sewakan premis, kenderaan atau peralatan kepada perusahaan pada kadar 5% di bawah harga pasaran.',
      },
      {
        key: 'operations',
        title: 'Rakan Kongsi Operasi',
        text: 'Jalankan perusahaan setiap hari sebagai pekerja atau pengurus, dengan gaji sekurang-kurangnya RM1,700 sebulan.',
      },
    ],
    formHeading: 'Mohon menjadi rakan kongsi',
  },
};

export default bm;
