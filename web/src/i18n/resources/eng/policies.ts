import type bm from '../bm/policies';

/** Labels of /policies; the policy copy itself comes from @gsk/core/content with the page's chunk. */
const eng: typeof bm = {
  eyebrow: 'Radical Policies',
  downloadOverview: 'Download the overview (PDF)',
  toExpert: 'Contribute your expertise',
  areasHeading: 'Policy areas',
  areasLead:
    'Open an area to read the problem, what we propose and the part the Third Sector plays.',
  download: 'Download policy brief',
  downloadFile: '{{title}}, PDF',
  enterpriseLink: 'Meet {{name}}',
  expert: {
    heading: 'An expert in one of these areas?',
    text: 'Good policy is made with the people who understand it. We invite researchers, practitioners, educators and people who live with these problems every day to review, challenge and strengthen our proposals.',
    points: [
      'Review and improve the policy brief in your field.',
      'Share your data, research and experience on the ground.',
      'Mentor our social enterprises in your area of expertise.',
    ],
    link: 'Join as an expert',
  },
};

export default eng;
