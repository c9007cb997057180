import type { EnterpriseCopy } from './data';

/** English one-line descriptions of the seven enterprises (cards, lists, links, detail pages). */
export const copyEng: EnterpriseCopy = {
  fleximart: {
    description:
      'A community convenience store in Shah Alam selling everyday essentials at fair prices.',
  },
  kesum: {
    description: 'A food and beverage outlet in Wangsa Maju serving wholesome, affordable meals.',
  },
  solar: {
    description:
      'Rooftop solar for low-income households in Petaling Jaya, cutting electricity bills.',
  },
  sivik101: {
    description: 'Civic education and political awareness programmes for every citizen.',
  },
  clib: {
    description: 'Career programmes in Ampang that help young people into good jobs.',
  },
  pinjamgajet: {
    description: 'Laptops and tablets for rent in Selayang from RM10 a year.',
  },
  tanamduit: {
    description: 'Modern farming in Rembau that grows food and income for rural communities.',
  },
};
