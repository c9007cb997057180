/**
 * The home page's opening (the hero): the copy its first view shows, loaded with the page. The
 * sections below it have theirs in `homeSections`.
 */
const bm = {
  hero: {
    label: 'Sorotan gerakan',
    cta: 'Sumbang Sekarang',
    slides: [
      {
        title: 'Kedai rakyat, harga yang adil',
        text: 'Perusahaan sosial yang meletakkan isi rumah sebelum untung, supaya barang keperluan harian kekal mampu dibeli.',
      },
      {
        title: 'Tenaga bersih untuk keluarga B40',
        text: 'Panel solar di atas bumbung rumah berpendapatan rendah, bil elektrik yang lebih ringan setiap bulan.',
      },
      {
        title: 'Kemahiran hari ini, kerjaya esok',
        text: 'Gajet untuk disewa dan program kerjaya yang membuka pintu pekerjaan bergaji layak kepada anak muda.',
      },
      {
        title: 'Makanan kita, tanah kita',
        text: 'Pertanian moden dan dapur komuniti yang mengukuhkan keterjaminan makanan dari ladang ke pinggan.',
      },
    ],
  },
};

export default bm;
