import type { ArtworkKey } from './alt-text-bm';

/** English alternative text for every illustration, keyed as the Malay ones (alt-text-bm.ts). */
export const altTextEng: Record<ArtworkKey, string> = {
  logo: 'Gerakan Sektor Ketiga logo: three overlapping circles standing for people, enterprise and community.',
  'enterprises/flexi-mart':
    'FlexiMart: a worker stocks the shelves while shoppers buy at a community convenience store that offers lower prices.',
  'enterprises/kesum':
    'Kesum: cooks prepare food in a community kitchen and serve nasi lemak at affordable prices.',
  'enterprises/suria':
    'Suria: solar panels on the roofs of low-income family homes turn sunlight into electricity to lower their bills.',
  'enterprises/saga-sivik':
    'SagaSivik: citizens from many backgrounds share ideas at a civic forum and learn about their right to vote.',
  'enterprises/pinjam-gajet':
    'PinjamGajet: students borrow laptops and tablets from a lending shelf for a small yearly fee.',
  'enterprises/tanam-duit':
    'TanamDuit: farmers harvest vegetables on a modern farm, with a seedling growing from a stack of coins as a sign of income.',
  'enterprises/clib':
    "CLIB: young people climb the career ladder with a mentor's guidance, from preparing a CV to receiving a certificate.",
  'outcomes/income-generation':
    'Income generation: ever-taller stacks of coins beside a worker, a sign of rising income.',
  'outcomes/social-cohesion':
    'Social cohesion: people of different races hold hands beneath a heart.',
  'outcomes/individual-pride':
    'Individual pride: a worker stands tall, wearing a star badge on their apron.',
  'roles/community':
    'The community: a family of customers shopping for everyday needs at their neighbourhood social enterprise.',
  'roles/workers':
    'Workers and members: two workers in aprons handle the stock and orders of the enterprise.',
  'roles/partners':
    'Partners: a handshake with coin, premises and gear icons representing equity, asset and operations partners.',
  'models/pre-profit': 'Pre-profit model: a chart showing a 10, 50 and 40 per cent split.',
  'models/post-profit': 'Post-profit model: a chart showing a 40, 30 and 30 per cent split.',
  'partners/equity':
    'Equity partner: ever-taller stacks of coins topped by a seedling, standing for capital that grows.',
  'partners/asset':
    'Asset partner: shop premises, a fridge and a key, standing for the space and equipment lent to the enterprise.',
  'partners/operations':
    'Operations partner: a worker carries a box of goods to the shelves, standing for the people who run the shop every day.',
  'policies/food-security':
    'Food security: a bowl of rice, a basket of vegetables and a farmer by the paddy field, so every family has enough to eat.',
  'policies/energy':
    'Energy and renewables: solar panels, wind turbines and a battery supplying clean electricity to homes.',
  'policies/vocational':
    'Vocational and technical education: a technician in a hard hat and learners with laptops building job skills.',
  'policies/housing':
    'Affordable and sustainable housing: a family in front of affordable homes and flats, with a key and a heart.',
  'policies/education':
    'Democratising education: pupils read and learn on a laptop beside a pile of books and a graduation cap.',
  'banners/support-us':
    'People of many backgrounds hold up a heart in front of a row of social enterprises, showing their support for the movement.',
  'banners/policies':
    'Citizens talk in front of a civic hall ringed by icons for five policy areas: food, energy, vocational skills, housing and education.',
  'banners/contribute':
    'People drop coins into a donation jar marked with a heart, because every contribution drives change.',
};
