/** The list of enterprises (/support-us/support-enterprise): its intro, filters and results. */
const bm = {
  title: 'Perusahaan Sosial Kami',
  subtitle: 'Tujuh perusahaan pertama, milik dan untuk rakyat',
  description:
    'Setiap perusahaan menyelesaikan satu masalah harian: harga barang, makanan, tenaga, peluang dan kemahiran. Tapis mengikut kategori, cari nama, atau pilih lokasi berhampiran anda, kemudian sokong perusahaan yang paling dekat di hati.',
  filters: 'Tapis perusahaan',
  all: 'Semua',
  categoryFilter: 'Kategori',
  search: 'Cari perusahaan',
  searchPlaceholder: 'Cari nama atau penerangan',
  locationFilter: 'Lokasi',
  allLocations: 'Semua lokasi',
  results_one: '{{count}} perusahaan',
  results_other: '{{count}} perusahaan',
  empty: 'Tiada perusahaan yang sepadan dengan carian anda.',
  emptyHint: 'Cuba perkataan lain, pilih kategori lain atau kosongkan penapis.',
  clear: 'Kosongkan penapis',
};

export default bm;
