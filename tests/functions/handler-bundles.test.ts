import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationNotifier, reconciler, routes } from '../../infra/routes';
import type { renderPdf } from '../../functions/src/crowdfunding/receipt-pdf';
import { receiptText } from '../../functions/src/crowdfunding/receipt-text';
import { bundleHandler, sstEsbuild } from '../support/handler-bundle';
import { readPdf } from '../support/pdf-text';

/*
 * Each handler bundles only what it uses (issue 19): bundled as SST deploys it (production esbuild
 * settings, infra/function-bundling.ts), its inputs are read from esbuild's metafile. Sizes and
 * contents only, no timings.
 */
const repoRoot = resolve(import.meta.dirname, '../..');

interface Bundle {
  /** Every file bundled in (repo-relative, `node_modules/...` for packages). */
  inputs: string[];
  /** The packages left for the runtime to provide (the AWS SDK). */
  external: string[];
  /** Minified bytes of the bundle. */
  bytes: number;
}

const handlerFiles = [
  ...new Set<string>([...Object.values(routes), applicationNotifier.handler, reconciler.handler]),
].map((handler) => handler.slice(0, handler.lastIndexOf('.')));

const bundles = new Map<string, Bundle>();

const bundleOf = (file: string): Bundle => {
  const bundle = bundles.get(file);
  if (!bundle) throw new Error(`${file} was not bundled`);
  return bundle;
};

/** Whether a bundle holds a file of the npm package `name`. */
const holdsPackage = (bundle: Bundle, name: string) =>
  bundle.inputs.some((input) => input.includes(`node_modules/${name}/`));

const outputOf = (metafile: Metafile, outfile: string) => {
  const output = Object.entries(metafile.outputs).find(
    ([path]) => resolve(repoRoot, path) === outfile,
  );
  if (!output) throw new Error(`no output ${outfile}`);
  return output[1];
};

beforeAll(async () => {
  const esbuild = sstEsbuild(repoRoot);
  for (const file of handlerFiles) {
    const outfile = join(repoRoot, '.local', 'handler-bundles', `${file}.mjs`);
    const { metafile, outputFiles } = await bundleHandler(
      esbuild,
      repoRoot,
      join(repoRoot, `${file}.ts`),
      outfile,
      { write: false },
    );
    const output = outputOf(metafile, outfile);
    bundles.set(file, {
      inputs: Object.keys(output.inputs),
      external: output.imports.filter((entry) => entry.external).map((entry) => entry.path),
      bytes: outputFiles?.find((out) => out.path === outfile)?.contents.length ?? 0,
    });
  }
}, 180_000);

describe('the /health bundle', () => {
  const health = 'functions/src/health/get';

  it('holds no yup, no AWS SDK and no secrets', () => {
    const bundle = bundleOf(health);
    expect(holdsPackage(bundle, 'yup')).toBe(false);
    expect(bundle.inputs.filter((input) => input.includes('@aws-sdk/'))).toEqual([]);
    expect(bundle.external.filter((path) => path.startsWith('@aws-sdk/'))).toEqual([]);
    expect(bundle.inputs).not.toContain('functions/src/lib/aws.ts');
    expect(holdsPackage(bundle, 'sst')).toBe(false);
  });

  it('stays under its size ceiling (minified)', () => {
    expect(bundleOf(health).bytes).toBeLessThanOrEqual(40 * 1024);
  });
});

/** Routes that validate no body and no query string: they bundle no yup. */
const unvalidated = [
  'functions/src/health/get',
  'functions/src/payments/get',
  'functions/src/campaign/totals',
  'functions/src/members/me',
  'functions/src/members/sign-out',
  'functions/src/events/list',
  'functions/src/events/get',
  'functions/src/staff/session',
  'functions/src/staff/audit-list',
  'functions/src/staff/dashboard',
  'functions/src/staff/payment-get',
  'functions/src/staff/event-list',
  'functions/src/staff/event-get',
  'functions/src/staff/event-registrations',
  'functions/src/staff/event-registrations-export',
  'functions/src/crowdfunding/event-fundraising',
  'functions/src/crowdfunding/own-donations',
  'functions/src/crowdfunding/own-receipt',
  'functions/src/crowdfunding/own-statement',
];

describe('the donor’s PDF receipts and statements', () => {
  const pdfs = [
    'functions/src/crowdfunding/own-receipt',
    'functions/src/crowdfunding/own-statement',
  ];

  it.each(pdfs)(
    '%s bundles pdf-lib with Helvetica and Helvetica-Bold only, under a handler’s 400 KB',
    (file) => {
      const bundle = bundleOf(file);
      expect(holdsPackage(bundle, 'pdf-lib')).toBe(true);
      // Every font's module is an input (pdf-lib imports them all); only these two keep their data.
      const fonts = bundle.inputs.filter((input) => input.endsWith('.compressed.json'));
      expect(fonts.length).toBeGreaterThan(2);
      console.info(`${file}: ${Math.round(bundle.bytes / 1024)} KB`);
      expect(bundle.bytes).toBeLessThanOrEqual(400 * 1024);
    },
  );

  it('renders a receipt with the bundled code (the fonts it draws in are there), in both languages', async () => {
    // The PDF module bundled as the handlers are (infra/function-bundling.ts), then run.
    const outfile = join(repoRoot, 'node_modules/.cache/gsk-bundles/receipt-pdf.mjs');
    await bundleHandler(
      sstEsbuild(repoRoot),
      repoRoot,
      'functions/src/crowdfunding/receipt-pdf.ts',
      outfile,
    );
    const bundled = (await import(pathToFileURL(outfile).href)) as { renderPdf: typeof renderPdf };
    for (const language of ['bm', 'eng'] as const) {
      const text = receiptText(
        {
          paymentId: '1756700000000K4201',
          amount: 150,
          paidAt: '2026-03-01T02:15:00.000Z',
          name: 'Siti Aminah binti Yusof',
          enterprise: 'kesum',
        },
        language,
        undefined,
      );
      const pages = (await readPdf(await bundled.renderPdf(text, language))).pages.flat().join(' ');
      expect(pages).toContain('1756700000000K4201');
      expect(pages).toContain('Siti Aminah binti Yusof');
    }
  });

  it('leaves pdf-lib out of the donations list and the payment’s start', () => {
    for (const file of [
      'functions/src/crowdfunding/own-donations',
      'functions/src/payments/create',
      'functions/src/eghl/callback',
    ]) {
      expect(holdsPackage(bundleOf(file), 'pdf-lib')).toBe(false);
    }
  });
});

describe('every handler', () => {
  it.each(unvalidated)('%s, which validates nothing, bundles no yup', (file) => {
    expect(holdsPackage(bundleOf(file), 'yup')).toBe(false);
  });

  it.each(unvalidated.filter((file) => !file.endsWith('/health/get')))(
    '%s, which only reads, loads no SDK client but DynamoDB’s',
    (file) => {
      const sdk = new Set(bundleOf(file).external.filter((path) => path.startsWith('@aws-sdk/')));
      expect([...sdk].sort()).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
    },
  );

  it('carries SST’s secret binding (and its SSM client) only where it reads a secret', () => {
    for (const file of handlerFiles) {
      const bundle = bundleOf(file);
      const readsSecrets = bundle.inputs.includes('functions/src/lib/secrets.ts');
      expect({ file, ssm: bundle.external.includes('@aws-sdk/client-ssm') }).toEqual({
        file,
        ssm: readsSecrets,
      });
    }
    expect(bundleOf('functions/src/members/me').inputs).not.toContain(
      'functions/src/lib/secrets.ts',
    );
  });

  it('carries the calendar library (ics) in the two calendar files only', () => {
    const calendars = ['functions/src/events/calendar', 'functions/src/volunteers/shift-calendar'];
    for (const file of handlerFiles) {
      expect({ file, ics: holdsPackage(bundleOf(file), 'ics') }).toEqual({
        file,
        ics: calendars.includes(file),
      });
    }
  });

  it('takes only the rate limiter classes it uses, not every store the package has', () => {
    for (const file of handlerFiles) {
      const limiterFiles = bundleOf(file)
        .inputs.filter((input) => input.includes('node_modules/rate-limiter-flexible/'))
        .map((input) => input.replace(/.*rate-limiter-flexible\//, ''));
      expect({ file, index: limiterFiles.includes('index.js') }).toEqual({ file, index: false });
      expect(limiterFiles.filter((name) => /Redis|Mongo|MySQL|Postgres|SQLite/.test(name))).toEqual(
        [],
      );
    }
  });
});

// Issue 32, C2 "export": the member's own data.
describe('a member’s own data, file and summary', () => {
  const ownData = ['functions/src/privacy/data-get', 'functions/src/privacy/data-summary-get'];

  it.each(ownData)(
    '%s validates no body: no yup, and no SDK client but DynamoDB’s and S3’s (the CV links)',
    (file) => {
      const bundle = bundleOf(file);
      expect(holdsPackage(bundle, 'yup')).toBe(false);
      const sdk = new Set(bundle.external.filter((path) => path.startsWith('@aws-sdk/')));
      expect([...sdk].sort()).toEqual([
        '@aws-sdk/client-dynamodb',
        '@aws-sdk/client-s3',
        '@aws-sdk/lib-dynamodb',
        '@aws-sdk/s3-request-presigner',
      ]);
    },
  );
});
