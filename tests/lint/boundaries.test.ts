import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import fences of eslint.config.js (docs/style.md, "Layers, and who may import whom"), each
 * tried with an import that crosses it and with its allowed counterpart. The fixtures are linted as
 * text under virtual paths, so no failing file sits in the tree to break `npm run lint`.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  // Loading the config and the TypeScript parser is the slow part; done once here.
  await eslint.lintText('', { filePath: 'web/src/app/warm-up.ts' });
}, 60_000);

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

const restricted = '@typescript-eslint/no-restricted-imports';
const lazy = 'gsk/restricted-import-expressions';
const layers = 'gsk/web-layers';
const functionsLayers = 'gsk/functions-layers';
const says = {
  payment: 'Payment signing is server-only; call the API (POST /api/payments) instead.',
  functionsFromWeb: 'The web talks to the server over HTTP only',
  infraFromWeb: 'The web never imports infra',
  swiper: 'Use the carousel wrapper in components/ui',
  routerLink: 'Use components/ui/localized-link',
  swiperOnDemand: 'Swiper loads on demand: import it only in components/ui/carousel-swiper.ts',
  crossFeature: 'A feature never imports another feature',
  appFromFeature: 'a feature never imports the app.',
  sharedImportsUp: 'Shared code (components, hooks, lib, i18n, config) never imports',
  core: 'core is pure shared TypeScript',
  handlers: 'Handlers import core, never web or infra.',
  plumbing: 'functions/src/lib is plumbing and never imports a domain folder',
  sharedDomain: 'functions/src/email serves several domains and imports none of them',
  infra: 'Infra names handlers by path string',
};

/** An import of `specifier` whose binding is used, so only the fence can object. */
const valueImport = (specifier: string) =>
  `import { x } from '${specifier}';\nexport const y = x;\n`;
const typeImport = (specifier: string) =>
  `import type { X } from '${specifier}';\nexport type Y = X;\n`;

const refused: [file: string, code: string, rule: string, message: string][] = [
  // web → server code and infra, whichever web folder (features and components have blocks of their own)
  [
    'web/src/features/donation/api/fixture.ts',
    valueImport('../../../../../functions/src/payments/create'),
    restricted,
    says.functionsFromWeb,
  ],
  [
    'web/src/features/donation/fixture.ts',
    valueImport('@gsk/functions/payments'),
    restricted,
    says.functionsFromWeb,
  ],
  [
    'web/src/components/share/fixture.ts',
    valueImport('../../../../infra/routes'),
    restricted,
    says.infraFromWeb,
  ],
  [
    'web/src/components/ui/fixture.ts',
    valueImport('../../../../infra/routes'),
    restricted,
    says.infraFromWeb,
  ],
  [
    'web/src/hooks/fixture.ts',
    valueImport('../../../functions/src/lib/config'),
    restricted,
    says.functionsFromWeb,
  ],
  // web → core's payment signing (a value; types are allowed below)
  [
    'web/src/features/donation/components/fixture.tsx',
    valueImport('@gsk/core/payment'),
    restricted,
    says.payment,
  ],
  ['web/src/components/ui/fixture.tsx', valueImport('@gsk/core/payment'), restricted, says.payment],
  [
    'web/src/features/donation/fixture.ts',
    valueImport('../../../../core/src/payment'),
    restricted,
    says.payment,
  ],
  [
    'web/src/app/routes/fixture.tsx',
    `const m = await import('@gsk/core/payment');\nexport { m };\n`,
    lazy,
    says.payment,
  ],
  // a feature never imports another feature, from its root or from any depth, statically or lazily
  [
    'web/src/features/donation/fixture.ts',
    valueImport('../enterprises/lib/counters'),
    layers,
    says.crossFeature,
  ],
  [
    'web/src/features/donation/components/fixture.tsx',
    valueImport('../../enterprises/lib/counters'),
    layers,
    says.crossFeature,
  ],
  [
    'web/src/features/donation/components/deep/er/fixture.tsx',
    valueImport('../../../../enterprises/lib/counters'),
    layers,
    says.crossFeature,
  ],
  [
    'web/src/features/donation/hooks/fixture.ts',
    valueImport('../../../features/home/components/outcomes'),
    layers,
    says.crossFeature,
  ],
  [
    'web/src/features/donation/hooks/fixture.ts',
    `export const load = () => import('../../policies/components/policy-areas');\n`,
    layers,
    says.crossFeature,
  ],
  [
    'web/src/features/donation/fixture.ts',
    `export * from '../legal/components/legal-document';\n`,
    layers,
    says.crossFeature,
  ],
  // a feature never imports the app; shared code never imports features or the app
  [
    'web/src/features/home/components/fixture.tsx',
    valueImport('../../../app/router'),
    layers,
    says.appFromFeature,
  ],
  [
    'web/src/features/home/fixture.ts',
    valueImport('../../app/provider'),
    layers,
    says.appFromFeature,
  ],
  [
    'web/src/components/share/fixture.ts',
    valueImport('../../features/donation/hooks/use-campaign-totals'),
    layers,
    says.sharedImportsUp,
  ],
  [
    'web/src/hooks/fixture.ts',
    valueImport('../features/donation/lib/x'),
    layers,
    says.sharedImportsUp,
  ],
  ['web/src/lib/fixture.ts', valueImport('../app/router'), layers, says.sharedImportsUp],
  [
    'web/src/i18n/fixture.ts',
    typeImport('../features/enterprises/lib/counters'),
    layers,
    says.sharedImportsUp,
  ],
  // React Router's own Link (its framework-mode prefetching) never: the localized link
  [
    'web/src/features/privacy/components/fixture.tsx',
    `import { Link } from 'react-router-dom';\nexport const y = Link;\n`,
    restricted,
    says.routerLink,
  ],
  // only components/ui wraps swiper
  [
    'web/src/features/home/components/fixture.tsx',
    valueImport('swiper/react'),
    restricted,
    says.swiper,
  ],
  ['web/src/features/home/fixture.ts', `import 'swiper/css';\n`, restricted, says.swiper],
  ['web/src/components/share/fixture.tsx', valueImport('swiper'), restricted, says.swiper],
  [
    'web/src/features/home/fixture.ts',
    `export const load = () => import('swiper/react');\n`,
    lazy,
    says.swiper,
  ],
  // inside components/ui, swiper's code only in the module the carousel imports on demand
  [
    'web/src/components/ui/carousel.tsx',
    valueImport('swiper/react'),
    restricted,
    says.swiperOnDemand,
  ],
  ['web/src/components/ui/carousel.tsx', valueImport('swiper'), restricted, says.swiperOnDemand],
  [
    'web/src/components/ui/fixture.tsx',
    `export const load = () => import('swiper/modules');\n`,
    lazy,
    says.swiperOnDemand,
  ],
  // core imports nothing of the repo and no React, SST or AWS SDK
  ['core/src/donation/fixture.ts', valueImport('react'), restricted, says.core],
  ['core/src/donation/fixture.ts', typeImport('react'), restricted, says.core],
  ['core/src/donation/fixture.ts', valueImport('react-dom/server'), restricted, says.core],
  ['core/src/donation/fixture.ts', valueImport('@aws-sdk/client-dynamodb'), restricted, says.core],
  ['core/src/donation/fixture.ts', valueImport('sst/node/config'), restricted, says.core],
  [
    'core/src/donation/fixture.ts',
    valueImport('../../../functions/src/lib/config'),
    restricted,
    says.core,
  ],
  ['core/src/fixture.ts', valueImport('@gsk/functions/lib'), restricted, says.core],
  // functions import core, never web or infra
  [
    'functions/src/payments/fixture.ts',
    valueImport('../../../web/src/config/paths'),
    restricted,
    says.handlers,
  ],
  [
    'functions/src/payments/fixture.ts',
    valueImport('@gsk/web/src/config/paths'),
    restricted,
    says.handlers,
  ],
  ['functions/src/lib/fixture.ts', valueImport('../../../infra/routes'), restricted, says.handlers],
  [
    'functions/src/lib/fixture.ts',
    `export const load = () => import('../../../web/src/config/paths');\n`,
    lazy,
    says.handlers,
  ],
  // functions/src/lib is plumbing: no domain folder, at any depth, however imported
  [
    'functions/src/lib/fixture.ts',
    valueImport('../payments/ledger'),
    functionsLayers,
    `${says.plumbing} (functions/src/payments)`,
  ],
  [
    'functions/src/lib/aws/fixture.ts',
    valueImport('../../email/claims'),
    functionsLayers,
    `${says.plumbing} (functions/src/email)`,
  ],
  [
    'functions/src/lib/fixture.ts',
    typeImport('../payments/ledger'),
    functionsLayers,
    says.plumbing,
  ],
  [
    'functions/src/lib/fixture.ts',
    `export * from '../contact/messages';\n`,
    functionsLayers,
    says.plumbing,
  ],
  [
    'functions/src/lib/fixture.ts',
    `export const load = () => import('../staff/csv');\n`,
    functionsLayers,
    says.plumbing,
  ],
  [
    'functions/src/lib/fixture.ts',
    valueImport('@gsk/functions/src/payments/ledger'),
    functionsLayers,
    says.plumbing,
  ],
  // the shared email domain never imports the domains it serves
  [
    'functions/src/email/fixture.ts',
    valueImport('../payments/ledger'),
    functionsLayers,
    `${says.sharedDomain} (functions/src/payments)`,
  ],
  [
    'functions/src/email/fixture.ts',
    `export const load = () => import('../contact/messages');\n`,
    functionsLayers,
    says.sharedDomain,
  ],
  // infra names handlers by path string
  [
    'infra/stacks/fixture.ts',
    valueImport('../../functions/src/payments/create'),
    restricted,
    says.infra,
  ],
  ['infra/local/fixture.ts', valueImport('@gsk/functions/payments/create'), restricted, says.infra],
  ['sst.config.ts', valueImport('./functions/src/eghl/callback'), restricted, says.infra],
  [
    'infra/local/fixture.ts',
    `export const load = () => import('../../functions/src/payments/create');\n`,
    lazy,
    says.infra,
  ],
];

const allowed: [file: string, code: string][] = [
  // server contracts as types only
  ['web/src/features/donation/api/fixture.ts', typeImport('@gsk/core/payment')],
  ['web/src/components/ui/fixture.ts', typeImport('@gsk/core/payment')],
  [
    'web/src/features/donation/api/fixture.ts',
    typeImport('../../../../../functions/src/payments/create'),
  ],
  ['web/src/features/donation/fixture.ts', typeImport('@gsk/functions/payments')],
  // core's browser-safe parts
  ['web/src/features/donation/components/fixture.tsx', valueImport('@gsk/core/donation')],
  ['web/src/components/ui/fixture.tsx', valueImport('@gsk/core/constants')],
  // shared → features → app, and within one feature
  [
    'web/src/features/donation/components/fixture.tsx',
    valueImport('../../../components/ui/carousel'),
  ],
  ['web/src/features/donation/fixture.ts', valueImport('../../hooks/use-modal')],
  [
    'web/src/features/donation/components/deep/fixture.tsx',
    valueImport('../../hooks/use-campaign-totals'),
  ],
  ['web/src/features/donation/fixture.ts', valueImport('./lib/x')],
  [
    'web/src/app/routes/fixture.tsx',
    valueImport('../../features/donation/components/donation-form'),
  ],
  [
    'web/src/app/routes/fixture.tsx',
    `export const load = () => import('../../features/home/components/outcomes');\n`,
  ],
  ['web/src/main.tsx', valueImport('./app/router')],
  ['web/src/components/share/fixture.ts', valueImport('../ui/dialog')],
  ['web/src/hooks/fixture.ts', valueImport('../i18n')],
  // swiper in the carousel's on-demand module; its types anywhere in components/ui
  ['web/src/components/ui/carousel-swiper.ts', valueImport('swiper/modules')],
  ['web/src/components/ui/carousel.tsx', typeImport('swiper/types')],
  // core within itself; handlers use core, payment included; infra uses core
  ['core/src/donation/fixture.ts', valueImport('../constants')],
  ['functions/src/payments/fixture.ts', valueImport('@gsk/core/payment')],
  ['functions/src/payments/fixture.ts', valueImport('../lib/http-handler')],
  ['functions/src/payments/fixture.ts', `export const load = () => import('@gsk/core/payment');\n`],
  // lib within itself and core; the email domain with lib and itself; domains with lib, the
  // shared email domain and one another
  ['functions/src/lib/fixture.ts', valueImport('./config')],
  ['functions/src/lib/aws/fixture.ts', valueImport('../config')],
  ['functions/src/lib/fixture.ts', valueImport('@gsk/core/site')],
  ['functions/src/email/fixture.ts', valueImport('../lib/aws')],
  ['functions/src/email/fixture.ts', valueImport('./claims')],
  ['functions/src/payments/fixture.ts', valueImport('../email/claims')],
  ['functions/src/staff/fixture.ts', valueImport('../payments/ledger')],
  ['infra/stacks/fixture.ts', valueImport('@gsk/core/constants')],
  ['infra/stacks/fixture.ts', `export const handler = 'functions/src/payments/create.handler';\n`],
];

describe('the import fences', () => {
  it.each(refused)('refuses %s: %j', { timeout: 20_000 }, async (file, code, rule, message) => {
    const messages = await lint(file, code);
    expect(messages.filter((entry) => entry.fatal)).toEqual([]);
    expect(messages).toContainEqual(
      expect.objectContaining({ ruleId: rule, message: expect.stringContaining(message) }),
    );
  });

  it.each(allowed)('allows %s: %j', { timeout: 20_000 }, async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
