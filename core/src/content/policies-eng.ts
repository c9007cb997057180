import {
  ASSET_RENT_BELOW_MARKET_PERCENT,
  EQUITY_RETURN_PERCENT_PER_YEAR,
  GADGET_RENTAL_RM_PER_YEAR,
  MINIMUM_WAGE_RM,
  POST_PROFIT_SPLIT_PERCENT,
  WORKING_CAPITAL_RESERVE_PERCENT,
} from '../constants';
import { formatRinggit } from '../i18n/money';
import { operationsStartText, percentText, splitText } from './figures';
import type { PolicyAreaCopy, PolicyAreaId } from './types';

/** English copy of the five policy areas. */
export function policiesEng(): Readonly<Record<PolicyAreaId, PolicyAreaCopy>> {
  const wage = formatRinggit(MINIMUM_WAGE_RM, 'eng');
  const equityReturn = percentText(EQUITY_RETURN_PERCENT_PER_YEAR);
  const assetRent = percentText(ASSET_RENT_BELOW_MARKET_PERCENT);
  const reserve = percentText(WORKING_CAPITAL_RESERVE_PERCENT);
  const rental = formatRinggit(GADGET_RENTAL_RM_PER_YEAR, 'eng');
  const operations = operationsStartText('eng');
  return {
    'food-security': {
      title: 'Food security',
      summary:
        'Malaysia grows too little of what it eats and pays more for it every year. We want food that is grown nearby, sold at fair prices and within reach of every household.',
      problem: [
        'Malaysia imports a large share of its food, from rice and vegetables to meat and animal feed. A weaker ringgit, a poor harvest abroad or a disruption to shipping soon shows up as higher prices at the neighbourhood shop.',
        'Smallholders and young farmers earn little for their work. Middlemen take much of the margin between the farm gate and the shop shelf, and land, water and credit are hard to get for newcomers, so fewer young people choose to farm and the farming population keeps ageing.',
        'For low-income households food is the largest item in the monthly budget. When prices rise, families cut fresh produce and protein first and children’s nutrition suffers, while many poorer urban neighbourhoods have few places that sell fresh food at affordable prices.',
      ],
      proposals: [
        {
          title: 'Grow more of our staple food at home',
          text: 'Set rising self-sufficiency targets for rice, vegetables, fruit and animal feed, backed by long leases of idle public and GLC land to cooperatives and social enterprises that will farm it.',
        },
        {
          title: 'Shorten the chain from farm to table',
          text: 'Support farmers’ markets, community shops and direct-supply contracts so that more of the price reaches the grower and less is lost to middlemen and waste.',
        },
        {
          title: 'Modern farming for a new generation',
          text: 'Fund training, fertigation, greenhouses and shared machinery for young farmers and smallholders, with low-rate starter credit repaid from their harvests.',
        },
        {
          title: 'Healthy food within reach',
          text: 'Make sure every low-income neighbourhood has a shop or kitchen that sells fresh, nutritious food at fair prices that are openly displayed.',
        },
        {
          title: 'Public buying that buys local',
          text: 'Let schools, hospitals and public canteens buy from local farms and social enterprises, giving them the steady demand they need to invest.',
        },
      ],
      thirdSector: [
        'The Third Sector puts food enterprises in the hands of the people they serve. TanamDuit in Rembau runs a modern farm whose workers and partners share its profits; Kesum in Wangsa Maju serves nutritious, home-style meals at prices working families can afford every day; FlexiMart in Shah Alam sells everyday essentials at fair, openly displayed prices.',
        `Because these enterprises answer to their community rather than to outside shareholders, they can keep prices low, buy from local growers first and pay decent wages: at least ${wage} a month in the model’s example. Equity partners earn a modest ${equityReturn} a year, asset partners rent out land and premises at ${assetRent} below the market rate, and the surplus stays in the community.`,
        `Each enterprise is a working demonstration of the proposals above, operating from ${operations}. Every one that succeeds shows that locally owned food supply is practical, and gives other communities a model to copy.`,
      ],
    },
    energy: {
      title: 'Energy and renewables',
      summary:
        'Electricity bills weigh most on those who can least afford them, while the savings of rooftop solar go mainly to those who can pay for panels. We want clean, affordable energy that communities own.',
      problem: [
        'Malaysia still generates most of its electricity from coal and natural gas. Fuel prices set on world markets feed into tariffs and subsidies, and the cost of those subsidies is carried by every taxpayer.',
        'Rooftop solar costs far less than it did a decade ago, yet its benefits go mostly to households and businesses that can pay for panels up front or qualify for financing. Low-income families in terraced houses, PPR flats and rented homes are left out.',
        'Heat is becoming a cost of living in its own right. Hotter years mean more fans and air-conditioning, and poorly insulated low-cost homes are the hardest and most expensive to keep cool.',
      ],
      proposals: [
        {
          title: 'Community solar for low-income homes',
          text: 'Let cooperatives and social enterprises install and own rooftop and shared solar on low-cost housing, with households paying a small fixed monthly fee that is lower than what they save.',
        },
        {
          title: 'Fair rules for small producers',
          text: 'Simple, stable rules for offsetting or selling surplus power from homes and community systems, with a fair price for the electricity they export to the grid.',
        },
        {
          title: 'Efficiency first',
          text: 'Grants for insulation, cool roofs, shading and efficient fans and appliances in PPR and older low-cost housing, the cheapest energy being the energy not used.',
        },
        {
          title: 'Local jobs in the transition',
          text: 'Train local technicians to survey, install and maintain systems, so that the energy transition creates skilled work in the communities it serves.',
        },
        {
          title: 'Subsidise people, not fuel',
          text: 'As fuel subsidies are reformed, put part of the savings into community energy for the households that need it most.',
        },
      ],
      thirdSector: [
        'Suria in Petaling Jaya installs and maintains rooftop solar for low-income households. Families pay no large up-front cost: a small, fixed monthly fee, lower than the savings on their bill, repays the investment.',
        `Equity partners fund the panels and inverters for a return of ${equityReturn} a year, asset partners provide equipment, storage or vans at ${assetRent} below the market rent, and operations partners, trained local technicians, survey the roofs, install the systems and keep them running on a wage of at least ${wage} a month.`,
        `Because the enterprise belongs to the community, the savings stay with the households. Once it makes a profit, its ${reserve} working-capital reserve helps finance the next round of installations, so every roof fitted brings the next one closer.`,
      ],
    },
    vocational: {
      title: 'Vocational and technical education',
      summary:
        'Good jobs need practical skills, yet too many young Malaysians leave school without a clear path to either. We want technical and vocational education and training (TVET) that is respected, well paid and linked to real work.',
      problem: [
        'TVET is still too often seen as a second choice for those who did not do well in examinations. Students and parents hear little about the careers it leads to, and enrolment falls short of what a modern economy needs.',
        'Programmes are spread across many ministries and agencies, with uneven quality and equipment that lags behind industry. Employers say graduates lack hands-on experience; graduates say the jobs on offer pay too little.',
        'Many young people end up in low-paid, insecure work, including gig work, with no route to build their skills or earn certificates that employers recognise.',
      ],
      proposals: [
        {
          title: 'One clear TVET system',
          text: 'Bring providers under common standards and accreditation, with a single place to find courses, funding and apprenticeships.',
        },
        {
          title: 'Learn while you earn',
          text: 'Expand paid apprenticeships in which learners spend much of their time in a real workplace and earn at least the minimum wage.',
        },
        {
          title: 'Industry at the table',
          text: 'Have employers help write curricula, lend equipment and instructors, and commit to interviewing graduates.',
        },
        {
          title: 'Recognise skills already held',
          text: 'Certify the skills that workers have gained on the job, so they can move up without starting again from scratch.',
        },
        {
          title: 'Pay that reflects skill',
          text: 'Link certified skill levels to pay scales in public contracts, so that skilled trades are paid as the professions they are.',
        },
      ],
      thirdSector: [
        'Social enterprises are real workplaces where people learn. CLIB in Ampang runs career programmes: work-readiness training, mentoring, CV and interview practice, and introductions to employers who offer placements and first jobs.',
        `Every enterprise of the movement needs operations partners: shop staff, cooks, technicians, farmers and coordinators. Each role is a chance to learn a trade on the job on a wage of at least ${wage} a month, and the ${splitText(POST_PROFIT_SPLIT_PERCENT)} post-profit split gives workers and members a direct share of what they build.`,
        `PinjamGajet lends laptops and tablets from ${rental} a year, so the price of a device never stops a learner from taking an online course or earning a certificate.`,
      ],
    },
    housing: {
      title: 'Affordable and sustainable housing',
      summary:
        'A home is the largest cost in most household budgets, and many working families can neither buy nor comfortably rent one. We want homes that are affordable to live in, not only to buy, and built to last.',
      problem: [
        'House prices have risen faster than incomes for years, putting ownership out of reach for many young working adults in the cities, while rents take a large share of their pay.',
        'Affordable housing schemes have at times been built in the wrong places or at the wrong prices, leaving units empty while need elsewhere goes unmet. Homes far from work add transport costs that cancel out a lower price.',
        'Many low-cost flats suffer from poor maintenance, broken lifts and leaking roofs because their management bodies lack funds and residents have little say. Homes that are hot and costly to run push living costs up further.',
      ],
      proposals: [
        {
          title: 'Affordable to rent as well as to buy',
          text: 'Build and support not-for-profit rental housing, including cooperative and community-owned homes, with rents linked to income.',
        },
        {
          title: 'Build where people work',
          text: 'Place affordable homes near jobs and public transport, on public land where possible, and count the transport cost of a location in every scheme.',
        },
        {
          title: 'Residents in charge of their buildings',
          text: 'Give residents’ associations and cooperatives the funds, training and powers to maintain their buildings, with open maintenance accounts.',
        },
        {
          title: 'Green and cool by design',
          text: 'Require insulation, ventilation, shading and rooftop solar in new affordable housing, and retrofit existing PPR blocks.',
        },
        {
          title: 'Fair paths to ownership',
          text: 'Offer rent-to-own and shared-ownership schemes so families can build up a stake in their home without a large deposit.',
        },
      ],
      thirdSector: [
        'The cost of a home is more than the rent or the instalment: it includes electricity, transport and the everyday shopping a neighbourhood makes easy or hard. The Third Sector brings enterprises to where people live. Suria cuts electricity bills with rooftop solar for low-income households, and FlexiMart brings fair-priced essentials into the neighbourhood.',
        `Asset partners, the owners of shop lots, land, halls and vehicles, rent them to the enterprises at ${assetRent} below the market rate. The same principle applied to housing is the basis of community-owned rental homes: property put to work for the neighbourhood at a fair and stable price.`,
        `The movement’s enterprises show how people can run shared assets together, with open accounts and a working-capital reserve (${reserve} in the model’s sample) set aside for upkeep. That is the capacity residents need to look after their own buildings well.`,
      ],
    },
    education: {
      title: 'Democratising education',
      summary:
        'A child’s chances still depend too much on their family’s income and postcode. We want good education, and a practical understanding of how our democracy works, open to every Malaysian at every age.',
      problem: [
        'Learning gaps open early between urban and rural schools and between richer and poorer families, and they widen with the extra tuition that many families cannot afford.',
        'The pandemic exposed a digital divide: many pupils had no laptop or tablet of their own, shared one phone among siblings, or had no stable internet connection at home.',
        'Civic education is thin. Many voters, including the young people who now vote from the age of 18, have little neutral, practical information about how Parliament, the state assemblies and local councils work, which leaves them open to misleading claims.',
      ],
      proposals: [
        {
          title: 'A device and a connection for every learner',
          text: 'Lend or subsidise laptops and tablets for pupils from low-income homes, with affordable broadband in public housing and rural areas.',
        },
        {
          title: 'Learning beyond school, free',
          text: 'Open community learning centres, libraries and online courses that adults can use at any age, with certificates that count.',
        },
        {
          title: 'Non-partisan civic education',
          text: 'Teach how government works and how citizens can take part, in schools and in communities, free of party politics.',
        },
        {
          title: 'Support where the gaps are',
          text: 'Put more teachers, tutoring and school meals into the schools that serve low-income areas.',
        },
        {
          title: 'Open knowledge',
          text: 'Publish publicly funded research, data and teaching materials openly, so that anyone can use them.',
        },
      ],
      thirdSector: [
        `PinjamGajet in Selayang lends laptops and tablets to students and learners from ${rental} a year, so the lack of a device never stops anyone from studying.`,
        'SagaSivik in Setiawangsa runs non-partisan civic education: workshops, forums and plain-language guides to how Parliament, the state assemblies and local authorities work and how citizens can take part. Paid programmes for schools and organisations help fund free sessions for the community.',
        'CLIB in Ampang links what people learn to work, through mentoring and introductions to employers. And the movement’s own policy briefs are free to download and share, in Malay and in English.',
      ],
    },
  };
}
