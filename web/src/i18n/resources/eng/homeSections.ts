import type bm from '../bm/homeSections';

/**
 * The home page's copy below its opening (the hero's is in `home`), shown by the sections that
 * load as islands when the visitor nears them. Split headings (`{ em, rest }`) put the emphasised
 * word first in English and last in Malay, as the two languages read naturally.
 */
const eng: typeof bm = {
  donate: {
    heading: { em: 'Support', rest: 'the movement' },
    lead: 'Every ringgit helps build social enterprises owned by the people.',
  },
  thirdSector: {
    heading: { em: 'Third', rest: 'Sector' },
    lead: 'Between the government and private companies there is a third space: enterprises owned by communities, run by their workers and backed by partners. Their profit returns to the people, not to a handful of shareholders.',
    body: 'Gerakan Sektor Ketiga is starting seven social enterprises in phases from August 2025, each tackling the cost of living or jobs in a real neighbourhood.',
    overview: 'Read the overview (PDF)',
    more: 'Learn more',
    items: {
      what: 'What are Social Enterprises',
      who: 'Who is Part of a Social Enterprise',
      model: 'What is the Social Enterprise Business Model',
    },
    close: 'Close',
    what: {
      paragraphs: [
        'A social enterprise is a real business: it sells goods and services, pays wages and must make money to survive. The difference is its purpose, which is to solve a problem in society, and its surplus is reinvested or shared with the community.',
        'In the Third Sector, enterprises are owned together by the community, the workers and their partners. Every worker earns at least RM1,700 a month, prices are displayed openly, and the accounts are reported to members.',
        'The model fills the gaps left by the market and the state: a fair convenience store, affordable wholesome food, solar power for low-income households, and career opportunities for young people.',
      ],
    },
    who: {
      lead: 'Three groups own and drive every enterprise.',
      roles: [
        {
          key: 'community',
          title: 'The Community',
          text: 'Customers and residents who use the services, contribute, and share the benefits through a community fund.',
        },
        {
          key: 'workers',
          title: 'The Workers',
          text: 'Local people who run the enterprise every day for a decent wage and a share of the profit.',
        },
        {
          key: 'partners',
          title: 'The Partners',
          text: 'Equity, asset and operations partners who provide capital, premises, equipment and expertise.',
        },
      ],
    },
    model: {
      lead: 'A sample of how the surplus is shared, before and after an enterprise turns a profit.',
      cards: [
        {
          key: 'pre-profit',
          title: 'Before profit: 10-50-40',
          text: '10% to the community fund, 50% to running costs and workers’ wages, 40% to repaying the partners’ capital.',
        },
        {
          key: 'post-profit',
          title: 'After profit: 40-30-30',
          text: '40% to the workers’ profit share, 30% to the partners, 30% to the community and reinvestment, after a 30% working-capital reserve is set aside.',
        },
      ],
      note: 'These figures are samples. The sample equity return is 2.4% a year, and assets are rented at 5% below the market rate.',
    },
  },
  outcomes: {
    heading: { em: 'Real', rest: 'outcomes' },
    lead: 'What changes when people own their enterprises.',
    items: [
      {
        id: 'income-generation',
        title: 'Income generation',
        text: 'Steady jobs paying at least RM1,700 a month, plus a share of the profit when the enterprise does well.',
      },
      {
        id: 'social-cohesion',
        title: 'Social cohesion',
        text: 'Neighbours of every background working, shopping and deciding together in their own area.',
      },
      {
        id: 'individual-pride',
        title: 'Individual pride',
        text: 'Every worker and supporter becomes a co-owner, not just a recipient of aid.',
      },
    ],
  },
  showcase: {
    heading: { em: 'Our', rest: 'enterprises' },
    lead: 'The first seven social enterprises, operating from September 2025.',
    viewAll: 'View All Enterprise',
  },
  partners: {
    heading: { em: 'Partner', rest: 'with us' },
    lead: 'Every enterprise needs three kinds of partners. Choose the role that suits you.',
    cards: [
      {
        key: 'equity',
        title: 'Equity Partner',
        text: 'Provide capital for stock, equipment and start-up costs, with a sample return of 2.4% a year.',
      },
      {
        key: 'asset',
        title: 'Asset Partner',
        text: 'Rent premises, vehicles or equipment to an enterprise at 5% below the market rate.',
      },
      {
        key: 'operations',
        title: 'Operations Partner',
        text: 'Run an enterprise day to day as a worker or manager, on a wage of at least RM1,700 a month.',
      },
    ],
    formHeading: 'Apply to become a partner',
  },
};

export default eng;
