/**
 * The movement's identity in one place: product name, sharing hashtags and social links.
 * Everything that prints the name or links out reads it from here.
 */
export const site = {
  /** Product name, appended to page titles ("Sumbang | Gerakan Sektor Ketiga"). */
  name: 'Gerakan Sektor Ketiga',
  /** Short name for tight spaces (logo text, share titles). */
  shortName: 'Sektor Ketiga',
  /** Sharing hashtags, without '#': one naming the movement, then SocialEnterprise and Malaysia. */
  hashtags: ['GerakanSektorKetiga', 'SocialEnterprise', 'Malaysia'],
  /** Footer social links; each opens in a new tab. */
  social: {
    facebook: 'https://www.facebook.com/gerakansektorketiga',
    instagram: 'https://www.instagram.com/gerakansektorketiga',
    twitter: 'https://twitter.com/sektorketiga',
    youtube: 'https://www.youtube.com/@gerakansektorketiga',
  },
  /** Copyright year printed in the footer. */
  copyrightYear: 2025,
} as const;
