import type { EnterpriseStory } from './data';

/** English story of the seven enterprises: what, why, how and the partners each needs (detail pages). */
export const storyEng: EnterpriseStory = {
  fleximart: {
    what: 'FlexiMart is a community-owned convenience store in Shah Alam that sells rice, cooking oil, eggs and other everyday essentials at fair, openly displayed prices. It is one of the seven enterprises of the phased rollout that begins in August 2025, and it opens its doors in September 2025.',
    why: 'Rising prices hit low- and middle-income households first, and many neighbourhoods have only one or two shops to choose from. A store that puts households before margins keeps essentials affordable, and because it is a social enterprise its surplus stays in the community instead of leaving it.',
    how: 'Equity partners fund the opening stock and fit-out, an asset partner provides the shop lot at 5% below the market rent, and operations partners from the area run the store every day on a wage of at least RM1,700 a month. Income is shared on a sample split of 10-50-40 before the store makes a profit and 40-30-30 once it does, with a 30% working-capital reserve keeping the shelves full.',
    equity_partners:
      'Capital for the opening stock, shelving, refrigeration and point-of-sale system, earning a sample return of 2.4% a year.',
    asset_partners:
      'A shop lot, storage space or a delivery vehicle, rented to FlexiMart at 5% below the market rate.',
    operation_partners:
      'Cashiers, stock-keepers and a store supervisor from the neighbourhood who run the shop day to day.',
  },
  kesum: {
    what: "Kesum is a food and beverage outlet in Wangsa Maju serving wholesome, home-style Malaysian meals at prices a working family can afford every day. Named after the fragrant herb found in every Malaysian kitchen, it buys from local suppliers and small farmers wherever it can, including the movement's own farm.",
    why: 'Eating out has become one of the biggest costs of city life, and cheap food is too often poor food. Kesum makes a nourishing plate of rice affordable while paying its cooks and servers at least RM1,700 a month, strengthening both household budgets and local food security.',
    how: "Equity partners fund the kitchen equipment and opening costs, asset partners provide premises or equipment at 5% below the market rent, and operations partners cook, serve and manage the outlet. Surplus is shared under the movement's profit-sharing model, and part of it is reinvested to keep menu prices low. The outlet starts operating in September 2025.",
    equity_partners:
      'Capital for kitchen equipment, furniture and the first months of ingredients, earning a sample return of 2.4% a year.',
    asset_partners:
      'Restaurant premises, a kitchen or cooking equipment, rented to Kesum at 5% below the market rate.',
    operation_partners:
      'Cooks, kitchen helpers, servers and an outlet manager who prepare and serve the meals.',
  },
  solar: {
    what: 'Suria installs and maintains rooftop solar systems for low-income households in Petaling Jaya, so families produce part of their own electricity. Instead of a large upfront cost, a household pays a small, predictable monthly fee that stays below the savings on its bill.',
    why: 'Electricity takes a growing share of a low-income budget, while the savings of solar power mostly go to those who can already afford the panels. Suria brings clean, cheaper power to the families who need it most and shields them from rising tariffs.',
    how: "Equity partners finance the panels and inverters, asset partners provide equipment, storage or vehicles at 5% below the market rent, and operations partners, trained local technicians, survey homes, install systems and maintain them. The households' monthly fees repay the investment, and installations start in September 2025.",
    equity_partners:
      'Capital for solar panels, inverters and installation, repaid from household fees with a sample return of 2.4% a year.',
    asset_partners:
      'Installation tools, a warehouse or a service van, rented to Suria at 5% below the market rate.',
    operation_partners:
      'Licensed electricians and technicians who survey rooftops, install the systems and keep them running.',
  },
  sivik101: {
    what: 'SagaSivik runs civic education and political awareness programmes in Setiawangsa: workshops, forums and easy-to-read guides on how Parliament, the state assemblies and local councils work and how citizens can take part. Its programmes are non-partisan and open to everyone.',
    why: 'Many Malaysians vote without clear, neutral information about their representatives and the policies that shape their cost of living, which leaves them exposed to misleading claims. Informed citizens can hold leaders to account and push for policies that work for ordinary households.',
    how: 'Equity partners fund programme materials and venues, asset partners lend meeting spaces and audiovisual equipment at 5% below the market rent, and operations partners facilitate sessions and coordinate volunteers. Paid programmes for schools and organisations help fund free sessions for the community, starting in September 2025.',
    equity_partners:
      'Capital for training materials, publications and venue costs, earning a sample return of 2.4% a year.',
    asset_partners:
      'Meeting rooms, halls, projectors and sound systems, made available at 5% below the market rate.',
    operation_partners:
      'Facilitators, researchers and programme coordinators who design and run the sessions.',
  },
  clib: {
    what: 'CLIB runs career programmes in Ampang: job-readiness training, mentoring, CV and interview coaching, and introductions to employers offering internships and first jobs. It serves school leavers, graduates and workers who want to change careers.',
    why: 'Too many young Malaysians finish school or university without the network or guidance to find decent work, and end up in low-paid, insecure jobs. Structured career support opens the way to jobs that pay at least RM1,700 a month and grow over time.',
    how: 'Equity partners fund trainers and programme costs, asset partners provide training rooms and computers at 5% below the market rent, and operations partners coordinate the programmes and the network of employers. Employers sponsor places so that participants from low-income families join free of charge; the first intake begins in September 2025.',
    equity_partners:
      'Capital for trainers, course materials and programme running costs, earning a sample return of 2.4% a year.',
    asset_partners:
      'Training rooms, computers and presentation equipment, rented to CLIB at 5% below the market rate.',
    operation_partners:
      'Career coaches, mentors and coordinators who run the programmes and work with employers.',
  },
  pinjamgajet: {
    what: 'PinjamGajet rents laptops, tablets and other devices to students and job-seekers in Selayang from just RM10 per year. Every device is refurbished, checked and maintained by the enterprise, and it is replaced if it breaks down.',
    why: 'Without a device, a student cannot keep up with online lessons and a job-seeker cannot apply for jobs or attend interviews online. A new laptop is out of reach for many families, so affordable rental closes the digital gap where it matters most.',
    how: 'Equity partners fund the purchase and refurbishment of devices, asset partners provide used gadgets and storage space at 5% below the market rent, and operations partners handle repairs, loans and returns. The RM10 yearly fee and sponsorships keep the pool of devices growing from September 2025.',
    equity_partners:
      'Capital to buy and refurbish laptops and tablets, earning a sample return of 2.4% a year.',
    asset_partners:
      'Used devices, a service counter or storage space, rented to PinjamGajet at 5% below the market rate.',
    operation_partners:
      'Technicians and counter staff who refurbish devices, lend them out and look after returns.',
  },
  tanamduit: {
    what: "TanamDuit is a modern farming enterprise in Rembau that uses fertigation, netted greenhouses and smart irrigation to grow vegetables and herbs all year round. Its produce is sold to local markets and to the movement's own outlets.",
    why: 'Malaysia imports much of its food, so prices swing with world markets, while young people leave rural areas for lack of good work. Productive modern farms strengthen food security and create rural jobs that pay at least RM1,700 a month.',
    how: "Equity partners fund the greenhouses and irrigation systems, asset partners provide land or machinery at 5% below the market rent, and operations partners farm, harvest and market the crops. Profits are shared under the movement's model, with a working-capital reserve reinvested into expanding the farm; planting starts in September 2025.",
    equity_partners:
      'Capital for greenhouses, fertigation systems and seedlings, earning a sample return of 2.4% a year.',
    asset_partners:
      'Farmland, a tractor or other farm machinery, rented to TanamDuit at 5% below the market rate.',
    operation_partners:
      'Farmers, farm hands and a sales lead who grow, harvest and sell the produce.',
  },
};
