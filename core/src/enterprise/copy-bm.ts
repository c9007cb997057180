import type { EnterpriseCopy } from './data';

/** Malay one-line descriptions of the seven enterprises (cards, lists, links, detail pages). */
export const copyBm: EnterpriseCopy = {
  fleximart: {
    description:
      'Kedai serbaneka komuniti di Shah Alam yang menjual barangan keperluan harian pada harga berpatutan.',
  },
  kesum: {
    description:
      'Kedai makanan dan minuman di Wangsa Maju yang menyajikan hidangan berkhasiat pada harga mampu milik.',
  },
  solar: {
    description:
      'Solar atas bumbung untuk isi rumah berpendapatan rendah di Petaling Jaya bagi mengurangkan bil elektrik.',
  },
  sivik101: {
    description: 'Program pendidikan sivik dan kesedaran politik untuk setiap warganegara.',
  },
  clib: {
    description: 'Program kerjaya di Ampang yang membantu anak muda mendapat pekerjaan yang baik.',
  },
  pinjamgajet: {
    description: 'Sewa komputer riba dan tablet di Selayang dari RM10 setahun.',
  },
  tanamduit: {
    description:
      'Pertanian moden di Rembau yang menghasilkan makanan dan pendapatan untuk komuniti luar bandar.',
  },
};
