import {
  ASSET_RENT_BELOW_MARKET_PERCENT,
  EQUITY_RETURN_PERCENT_PER_YEAR,
  MINIMUM_WAGE_RM,
} from '../constants';
import { enterprises } from '../enterprise/lookup';
import type { Language } from '../i18n/language';
import { formatRinggit } from '../i18n/money';
import {
  enterpriseCount,
  movementFigures,
  operationsStartText,
  percentText,
  rolloutStartText,
} from './figures';
import { businessModel } from './model';
import { policyAreas } from './policies';
import { p } from './blocks';
import type { Block, ContentDocument } from './types';

const paragraph = p;

/**
 * The overview of the Third Sector model in a language: what the movement is, who takes part, the
 * business model with its sample splits, the seven enterprises, the five policy areas and the
 * figures. The overview PDF prints it.
 */
export function overview(language: Language): ContentDocument {
  const wage = formatRinggit(MINIMUM_WAGE_RM, language);
  const equityReturn = percentText(EQUITY_RETURN_PERCENT_PER_YEAR);
  const assetRent = percentText(ASSET_RENT_BELOW_MARKET_PERCENT);
  const rollout = rolloutStartText(language);
  const operations = operationsStartText(language);
  const model = businessModel(language);
  const enterpriseItems = enterprises(language).map((enterprise) => ({
    term: `${enterprise.ent_name} (${enterprise.location}, ${enterprise.category})`,
    definition: enterprise.description,
  }));
  const areaItems = policyAreas(language).map((area) => ({
    term: area.title,
    definition: area.summary,
  }));
  const modelBlocks: Block[] = [
    { kind: 'split', split: model.preProfit },
    { kind: 'split', split: model.postProfit },
    { kind: 'split', split: model.sampleRates },
  ];

  if (language === 'bm') {
    return {
      eyebrow: 'Gambaran Keseluruhan',
      title: 'Sektor Ketiga: perusahaan sosial milik rakyat',
      summary:
        'Gerakan Sektor Ketiga membina perusahaan sosial yang dimiliki oleh rakyat yang dilayaninya, untuk melawan kos sara hidup yang meningkat dan mencipta pekerjaan yang bermaruah. Dokumen ini menerangkan model kami, tujuh perusahaan pertama dan lima bidang dasar yang kami perjuangkan.',
      sections: [
        {
          id: 'third-sector',
          heading: 'Apakah Sektor Ketiga?',
          blocks: [
            paragraph(
              'Sebahagian besar ekonomi dijalankan sama ada oleh kerajaan (sektor pertama) atau oleh syarikat swasta yang mencari keuntungan untuk pemiliknya (sektor kedua). Sektor Ketiga ialah segala yang berada di antara keduanya, yang dimiliki oleh rakyat dan bertanggungjawab kepada rakyat: koperasi, pertubuhan komuniti dan perusahaan sosial.',
            ),
            paragraph(
              'Gerakan Sektor Ketiga ialah gerakan bukan untung Malaysia yang mahu sektor ini berkembang menjadi tonggak ketiga ekonomi yang sebenar: perusahaan yang mengekalkan harga yang adil, membayar gaji yang layak dan memulangkan lebihan pendapatannya kepada komuniti, bukan kepada pemegang saham yang jauh.',
            ),
          ],
        },
        {
          id: 'social-enterprises',
          heading: 'Apakah perusahaan sosial?',
          blocks: [
            paragraph(
              'Perusahaan sosial ialah perniagaan yang mempunyai tujuan sosial. Ia menjual barangan dan perkhidmatan seperti perniagaan lain dan mesti menampung kosnya sendiri, tetapi ia wujud untuk menyelesaikan masalah komunitinya, seperti harga makanan, bil elektrik atau akses kepada pekerjaan yang baik, dan melaburkan semula sebahagian besar lebihannya untuk tujuan itu.',
            ),
            {
              kind: 'list',
              items: [
                'Ia berniaga: pendapatannya datang terutamanya daripada apa yang dijualnya, bukan daripada geran.',
                'Tujuan sosialnya tertulis dalam cara ia diurus.',
                'Keuntungannya dikongsi secara adil dengan pekerja, rakan kongsi dan komuniti, mengikut peraturan yang terbuka.',
                'Ia bertanggungjawab kepada rakyat yang dilayaninya.',
              ],
            },
          ],
        },
        {
          id: 'who',
          heading: 'Siapa yang terlibat dalam perusahaan sosial',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Komuniti',
                  definition:
                    'Pelanggan dan jiran yang dilayani perusahaan. Mereka mendapat harga yang adil, perkhidmatan tempatan dan suara dalam cara perusahaan diurus.',
                },
                {
                  term: 'Pekerja dan ahli',
                  definition: `Mereka yang menjalankan perusahaan setiap hari, dibayar sekurang-kurangnya ${wage} sebulan dalam contoh model ini dan berkongsi keuntungannya.`,
                },
                {
                  term: 'Rakan kongsi',
                  definition:
                    'Individu dan organisasi yang menyokong perusahaan dengan wang, aset atau tenaga, dalam tiga peranan:',
                },
              ],
            },
            {
              kind: 'list',
              items: [
                `Rakan kongsi ekuiti menyediakan modal untuk kos permulaan, dengan contoh pulangan ${equityReturn} setahun.`,
                `Rakan kongsi aset menyewakan premis, tanah, peralatan atau kenderaan kepada perusahaan pada kadar ${assetRent} di bawah harga pasaran.`,
                'Rakan kongsi operasi menjalankan perusahaan dari hari ke hari: pekerja kedai, tukang masak, juruteknik, petani dan fasilitator.',
              ],
            },
          ],
        },
        {
          id: 'model',
          heading: 'Model perniagaan',
          blocks: [
            paragraph(
              'Setiap perusahaan mengikut peraturan terbuka yang sama untuk membahagikan wangnya. Angka di bawah ialah contoh: rakan kongsi setiap perusahaan bersetuju dengan angka mereka sendiri dalam model ini.',
            ),
            ...modelBlocks,
            paragraph(
              'Rizab modal kerja membolehkan perusahaan menambah stok, membaiki dan berkembang tanpa pinjaman luar; dana komuniti membiayai program yang memberi manfaat kepada seluruh kejiranan.',
            ),
          ],
        },
        {
          id: 'enterprises',
          heading: 'Perusahaan pertama kami',
          blocks: [
            paragraph(
              `${enterpriseCount} perusahaan pertama dibuka dalam pelancaran berperingkat mulai ${rollout}, dan mula beroperasi pada ${operations}:`,
            ),
            { kind: 'definitions', items: enterpriseItems },
          ],
        },
        {
          id: 'policies',
          heading: 'Lima bidang dasar',
          blocks: [
            paragraph(
              'Perusahaan kami menunjukkan secara praktikal apa yang gerakan ini tuntut daripada kerajaan. Ringkasan dasar kami, percuma untuk dimuat turun dalam bahasa Melayu dan bahasa Inggeris, menghuraikan lima bidang:',
            ),
            { kind: 'definitions', items: areaItems },
          ],
        },
        {
          id: 'outcomes',
          heading: 'Hasil yang kami sasarkan',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Penjanaan pendapatan',
                  definition:
                    'Gaji yang layak dan bahagian keuntungan untuk pekerja, pulangan yang adil untuk rakan kongsi, dan harga yang lebih rendah yang meninggalkan lebih banyak wang dalam poket isi rumah.',
                },
                {
                  term: 'Perpaduan sosial',
                  definition:
                    'Jiran daripada pelbagai latar belakang membina dan memiliki sesuatu bersama, dan bertemu sebagai rakan sekerja, pelanggan dan rakan kongsi.',
                },
                {
                  term: 'Maruah diri',
                  definition:
                    'Pekerjaan yang dihormati, kemahiran yang diiktiraf dan suara dalam perusahaan yang dimiliki bersama.',
                },
              ],
            },
          ],
        },
        {
          id: 'figures',
          heading: 'Gerakan dalam angka',
          blocks: [{ kind: 'figures', items: movementFigures(language) }],
        },
        {
          id: 'take-part',
          heading: 'Cara menyertai',
          blocks: [
            {
              kind: 'list',
              items: [
                'Menyumbang di halaman Sumbang (/contribute), dalam talian melalui kad atau perbankan, atau melalui pindahan bank.',
                'Menjadi rakan kongsi ekuiti, aset atau operasi salah satu perusahaan (/support-us).',
                'Menawarkan kepakaran anda dalam lima bidang dasar (/expert-contribution).',
                'Berkongsi halaman perusahaan kami dan dokumen ini dengan rakan dan keluarga.',
              ],
            },
          ],
        },
      ],
    };
  }

  return {
    eyebrow: 'Overview',
    title: 'The Third Sector: social enterprises owned by the people',
    summary:
      'Gerakan Sektor Ketiga builds social enterprises owned by the people they serve, to fight the rising cost of living and create decent jobs. This overview explains our model, our first seven enterprises and the five policy areas we campaign on.',
    sections: [
      {
        id: 'third-sector',
        heading: 'What is the Third Sector?',
        blocks: [
          paragraph(
            'Most of the economy is run either by the state (the first sector) or by private companies that seek profit for their owners (the second sector). The Third Sector is everything in between that is owned by the people and answers to them: cooperatives, community organisations and social enterprises.',
          ),
          paragraph(
            'Gerakan Sektor Ketiga is a Malaysian non-profit movement that wants this sector to grow into a real third pillar of the economy: enterprises that keep prices fair, pay decent wages and return their surplus to the community instead of to distant shareholders.',
          ),
        ],
      },
      {
        id: 'social-enterprises',
        heading: 'What are social enterprises?',
        blocks: [
          paragraph(
            'A social enterprise is a business with a social purpose. It sells goods and services like any other business and must cover its own costs, but it exists to solve a problem for its community, such as the price of food, electricity bills or access to good jobs, and it reinvests most of its surplus in that purpose.',
          ),
          {
            kind: 'list',
            items: [
              'It trades: its income comes mainly from what it sells, not from grants.',
              'Its social purpose is written into the way it is run.',
              'Its profit is shared fairly with its workers, partners and community, under open rules.',
              'It is accountable to the people it serves.',
            ],
          },
        ],
      },
      {
        id: 'who',
        heading: 'Who is part of a social enterprise',
        blocks: [
          {
            kind: 'definitions',
            items: [
              {
                term: 'The community',
                definition:
                  'The customers and neighbours the enterprise serves. They gain fair prices, local services and a say in how it is run.',
              },
              {
                term: 'Workers and members',
                definition: `The people who run the enterprise every day, paid at least ${wage} a month in the model’s example and sharing in its profit.`,
              },
              {
                term: 'Partners',
                definition:
                  'People and organisations who back the enterprise with money, assets or work, in three roles:',
              },
            ],
          },
          {
            kind: 'list',
            items: [
              `Equity partners provide the capital for start-up costs, for a sample return of ${equityReturn} a year.`,
              `Asset partners rent premises, land, equipment or vehicles to the enterprise at ${assetRent} below the market rate.`,
              'Operations partners run the enterprise day to day: shop staff, cooks, technicians, farmers and facilitators.',
            ],
          },
        ],
      },
      {
        id: 'model',
        heading: 'The business model',
        blocks: [
          paragraph(
            'Every enterprise follows the same open rules for sharing its money. The figures below are samples: the partners of each enterprise agree on their own figures within the model.',
          ),
          ...modelBlocks,
          paragraph(
            'The working-capital reserve lets an enterprise restock, repair and grow without outside loans; the community fund pays for programmes that benefit the whole neighbourhood.',
          ),
        ],
      },
      {
        id: 'enterprises',
        heading: 'Our first enterprises',
        blocks: [
          paragraph(
            `Our first ${enterpriseCount} enterprises open in a phased rollout from ${rollout}, and start operating in ${operations}:`,
          ),
          { kind: 'definitions', items: enterpriseItems },
        ],
      },
      {
        id: 'policies',
        heading: 'Five policy areas',
        blocks: [
          paragraph(
            'Our enterprises show in practice what the movement asks of government. Our policy briefs, free to download in Malay and English, set out five areas:',
          ),
          { kind: 'definitions', items: areaItems },
        ],
      },
      {
        id: 'outcomes',
        heading: 'What we aim for',
        blocks: [
          {
            kind: 'definitions',
            items: [
              {
                term: 'Income generation',
                definition:
                  'Decent wages and a share of profit for workers, a fair return for partners, and lower prices that leave more money in household pockets.',
              },
              {
                term: 'Social cohesion',
                definition:
                  'Neighbours of every background building and owning something together, and meeting as co-workers, customers and partners.',
              },
              {
                term: 'Individual pride',
                definition:
                  'Work that is respected, skills that are recognised and a voice in an enterprise owned together.',
              },
            ],
          },
        ],
      },
      {
        id: 'figures',
        heading: 'The movement in figures',
        blocks: [{ kind: 'figures', items: movementFigures(language) }],
      },
      {
        id: 'take-part',
        heading: 'How to take part',
        blocks: [
          {
            kind: 'list',
            items: [
              'Donate on the Contribute page (/contribute), online by card or online banking, or by bank transfer.',
              'Become an equity, asset or operations partner of one of the enterprises (/support-us).',
              'Offer your expertise in the five policy areas (/expert-contribution).',
              'Share our enterprises’ pages and this document with friends and family.',
            ],
          },
        ],
      },
    ],
  };
}
