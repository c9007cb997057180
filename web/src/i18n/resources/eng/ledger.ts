import type bm from '../bm/ledger';

/** Where the money went: the public ledger of the whole movement and of each enterprise. */
const eng: typeof bm = {
  heading: {
    all: 'Where the money went',
    enterprise: 'Where {{name}}’s money went',
  },
  lead: {
    all: 'Every ringgit the movement raised and every ringgit it spent, to the sen, month by month.',
    enterprise:
      'Every ringgit raised for {{name}} and every ringgit it spent, to the sen, month by month.',
  },
  title: 'Where the Money Went',
  titleOf: 'Where the Money Went: {{name}}',
  description:
    'What Gerakan Sektor Ketiga raised and spent, and the balance left, to the sen: a monthly chart, every disbursement and the ledger as CSV.',
  descriptionOf:
    'What was raised and spent for {{name}}, and the balance left, to the sen: a monthly chart, every disbursement and the ledger as CSV.',
  loading: 'Loading the ledger…',
  error: 'The ledger could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  empty: {
    all: 'Nothing has been raised or spent yet. The figures will appear here as soon as the first donation comes in.',
    enterprise:
      'Nothing has been raised or spent for {{name}} yet. The figures will appear here as soon as the first donation comes in.',
  },
  figures: {
    raised: 'Raised',
    spent: 'Spent',
    balance: 'Balance',
    contributions_one: 'from {{count}} donation',
    contributions_other: 'from {{count}} donations',
  },
  chart: {
    heading: 'Month by month',
    title: 'Money raised and spent each month, and the balance at each month’s end',
    summary:
      'From {{first}} to {{last}}: {{raised}} raised, {{spent}} spent, a balance of {{balance}} at the end of {{last}}. Each month’s figures are in the table below.',
    scroll: 'Swipe the chart sideways to see the other months.',
    legend: 'Key',
    raised: 'Raised (solid bar)',
    spent: 'Spent (striped bar)',
    balance: 'Balance at the month’s end (line)',
  },
  table: {
    caption: 'Money raised, spent and the balance, month by month',
    month: 'Month',
    raised: 'Raised',
    spent: 'Spent',
    balance: 'Balance at the month’s end',
  },
  disbursements: {
    heading: 'Spending',
    lead: 'Every payment staff recorded, newest first.',
    none: 'No spending has been recorded yet.',
    paidOn: 'Paid on',
    category: 'Category',
    amount: 'Amount',
    enterprise: 'For {{name}}',
    campaign: 'Campaign: {{title}}',
  },
  categories: {
    equipment: 'Equipment',
    premises: 'Premises',
    stock: 'Stock',
    wages: 'Wages',
    operations: 'Running costs',
    training: 'Training',
    transport: 'Transport',
    other: 'Other',
  },
  download: 'Download the ledger (CSV)',
  downloadHint: 'The monthly figures and every disbursement, to open in a spreadsheet.',
  note: {
    heading: 'What this page shows',
    shown:
      'What successful donations raised, every disbursement with its date, category and description, and the balance left, to the sen.',
    private:
      'No donor is ever named here. The receipt for each disbursement is kept by staff and shown to auditors, not on this site.',
  },
  funds: {
    heading: 'Other ledgers',
    all: 'The whole movement',
    overall: 'See the whole movement’s ledger',
  },
};

export default eng;
