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
        alt: 'Kedai runcit kejiranan yang diusahakan oleh komuniti, tempat keluarga membeli barang keperluan pada harga yang adil.',
      },
      {
        title: 'Tenaga bersih untuk keluarga B40',
        text: 'Panel solar di atas bumbung rumah berpendapatan rendah, bil elektrik yang lebih ringan setiap bulan.',
        alt: 'Keluarga di hadapan flat PPR yang bumbungnya dipasang panel solar, supaya tenaga bersih dapat meringankan bil elektrik mereka.',
      },
      {
        title: 'Kemahiran hari ini, kerjaya esok',
        text: 'Gajet untuk disewa dan program kerjaya yang membuka pintu pekerjaan bergaji layak kepada anak muda.',
        alt: 'Anak muda belajar menggunakan komputer riba, tablet dan dron bersama mentor di bengkel vokasional, membina kemahiran untuk pekerjaan yang layak.',
      },
      {
        title: 'Makanan kita, tanah kita',
        text: 'Pertanian moden dan dapur komuniti yang mengukuhkan keterjaminan makanan dari ladang ke pinggan.',
        alt: 'Ladang komuniti moden dengan batas sayur dan rumah hijau, serta gerai pasar yang menjual hasil segar terus kepada penduduk setempat.',
      },
    ],
  },
};

export default bm;
