/**
 * Malay alternative text for every illustration in this folder, keyed by the file path without the
 * `.svg` extension (for example 'enterprises/kesum'; the hero's are in the `home` catalogue, with the
 * slides they illustrate). Each language is a module
 * of its own, loaded with the page that shows the illustration (lib/artwork.ts).
 */
export const altTextBm = {
  logo: 'Logo Gerakan Sektor Ketiga: tiga bulatan bertindih yang melambangkan rakyat, perusahaan dan komuniti.',
  'enterprises/flexi-mart':
    'FlexiMart: pekerja menyusun barang di rak sementara pelanggan membeli-belah di kedai serbaneka komuniti yang menawarkan harga lebih rendah.',
  'enterprises/kesum':
    'Kesum: tukang masak menyediakan juadah di dapur komuniti dan menghidangkan nasi lemak pada harga berpatutan.',
  'enterprises/suria':
    'Suria: panel solar di atas bumbung rumah keluarga berpendapatan rendah menjana elektrik daripada cahaya matahari untuk menjimatkan bil.',
  'enterprises/saga-sivik':
    'SagaSivik: warga pelbagai latar belakang berbincang dalam forum sivik dan belajar tentang hak mereka untuk mengundi.',
  'enterprises/pinjam-gajet':
    'PinjamGajet: pelajar meminjam komputer riba dan tablet dari rak pinjaman dengan yuran yang kecil untuk setahun.',
  'enterprises/tanam-duit':
    'TanamDuit: petani menuai sayur di ladang moden, dengan anak pokok yang tumbuh daripada timbunan syiling sebagai lambang pendapatan.',
  'enterprises/clib':
    'CLIB: anak muda menaiki tangga kerjaya dengan bimbingan mentor, daripada menyediakan resume hingga menerima sijil.',
  'outcomes/income-generation':
    'Penjanaan pendapatan: timbunan syiling yang semakin tinggi di sebelah seorang pekerja, tanda pendapatan yang meningkat.',
  'outcomes/social-cohesion':
    'Perpaduan sosial: rakyat pelbagai kaum berpegangan tangan di bawah simbol hati.',
  'outcomes/individual-pride':
    'Maruah diri: seorang pekerja berdiri dengan bangga sambil memakai lencana bintang pada apronnya.',
  'roles/community':
    'Komuniti: sekeluarga pelanggan membeli barang keperluan di perusahaan sosial kejiranan mereka.',
  'roles/workers':
    'Pekerja dan ahli: dua pekerja berapron menguruskan stok dan pesanan perusahaan.',
  'roles/partners':
    'Rakan kongsi: jabat tangan dengan ikon syiling, premis dan gear yang mewakili rakan ekuiti, aset dan operasi.',
  'models/pre-profit':
    'Model sebelum untung: carta yang menunjukkan pembahagian 10, 50 dan 40 peratus.',
  'models/post-profit':
    'Model selepas untung: carta yang menunjukkan pembahagian 40, 30 dan 30 peratus.',
  'partners/equity':
    'Rakan ekuiti: timbunan syiling yang semakin tinggi dengan anak pokok di puncaknya, melambangkan modal yang berkembang.',
  'partners/asset':
    'Rakan aset: premis kedai, peti sejuk dan kunci, melambangkan ruang dan peralatan yang disediakan kepada perusahaan.',
  'partners/operations':
    'Rakan operasi: seorang pekerja mengangkat kotak barang ke rak, melambangkan tenaga yang menjalankan kedai setiap hari.',
  'policies/food-security':
    'Keterjaminan makanan: semangkuk nasi, sebakul sayur dan petani di sawah padi, supaya setiap keluarga cukup makan.',
  'policies/energy':
    'Tenaga dan tenaga boleh baharu: panel solar, turbin angin dan bateri yang membekalkan elektrik bersih ke rumah.',
  'policies/vocational':
    'Pendidikan vokasional dan teknikal: juruteknik bertopi keselamatan dan pelajar dengan komputer riba sedang membina kemahiran kerja.',
  'policies/housing':
    'Perumahan mampu milik dan lestari: sebuah keluarga di hadapan rumah dan flat mampu milik, dengan kunci dan simbol hati.',
  'policies/education':
    'Pendemokrasian pendidikan: murid membaca dan belajar dengan komputer riba di sebelah timbunan buku dan topi graduasi.',
  'banners/support-us':
    'Rakyat pelbagai kaum menjulang hati di hadapan deretan perusahaan sosial, tanda sokongan kepada gerakan ini.',
  'banners/policies':
    'Rakyat berbincang di hadapan dewan awam yang dikelilingi ikon lima bidang dasar: makanan, tenaga, vokasional, perumahan dan pendidikan.',
  'banners/contribute':
    'Orang ramai memasukkan syiling ke dalam balang derma bergambar hati, kerana setiap sumbangan menggerakkan perubahan.',
};

/** Key of an illustration in web/src/assets. */
export type ArtworkKey = keyof typeof altTextBm;
