// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import gskRules from './lint/import-rules.js';

/*
 * Import fences, the layers of docs/style.md ("Layers, and who may import whom"). ESLint does not
 * merge a rule's options across config blocks (a later block replaces an earlier one for the files
 * it matches), so each file group's `no-restricted-imports` is built by `restrict` from every layer
 * it is under, and tests/lint/boundaries.test.ts lints a violating import for each fence and expects
 * it refused.
 * The folder layers inside web/src (shared → features → app, one feature at a time) and inside
 * functions/src (lib/ is plumbing and imports no domain; a shared domain imports no other) are
 * zones on resolved paths (lint/import-rules.js).
 */

/**
 * @typedef {{ group: string[], message: string, allowTypeImports?: boolean }} Fence
 * @param {Fence[][]} layers
 */
const restrict = (...layers) => {
  const options = { patterns: layers.flat() };
  return {
    '@typescript-eslint/no-restricted-imports': ['error', options],
    // The same patterns for `import()`, which no-restricted-imports does not look at.
    'gsk/restricted-import-expressions': ['error', options],
  };
};

/** core: pure shared TypeScript. */
const coreIsPure = [
  {
    group: [
      'react',
      'react/*',
      'react-*',
      'sst',
      'sst/*',
      '@aws-sdk/*',
      '@gsk/*',
      '**/functions/**',
      '**/web/**',
      '**/infra/**',
    ],
    message:
      'core is pure shared TypeScript: it imports nothing of the repo and no React, SST or AWS SDK.',
  },
];

/** web: a client of the API; server contracts come in as `import type` only. */
const webIsClient = [
  {
    group: [
      '@gsk/core/payment',
      '@gsk/core/payment/*',
      '**/core/src/payment',
      '**/core/src/payment/*',
    ],
    allowTypeImports: true,
    message: 'Payment signing is server-only; call the API (POST /api/payments) instead.',
  },
  {
    group: ['@gsk/functions', '@gsk/functions/*', '**/functions/**'],
    allowTypeImports: true,
    message:
      'The web talks to the server over HTTP only: it takes server contracts with `import type` or from core, never handler code.',
  },
  {
    group: ['@gsk/infra', '@gsk/infra/*', '**/infra/**'],
    message: 'The web never imports infra; its settings arrive as VITE_* build variables.',
  },
  {
    group: ['react-router-dom', 'react-router'],
    importNames: ['Link', 'NavLink'],
    allowTypeImports: true,
    message:
      "Use components/ui/localized-link: React Router's own Link brings its framework-mode prefetching into every page's first load.",
  },
];

/** web outside components/ui: the carousel wrapper is the one place that knows swiper. */
const swiperOnlyInUi = [
  {
    group: ['swiper', 'swiper/*'],
    message:
      'Use the carousel wrapper in components/ui; only components/ui imports swiper directly.',
  },
];

/**
 * components/ui: swiper's code (not its types; its stylesheet comes in by carousel.css) only in
 * carousel-swiper.ts, which the carousel imports on demand, so that no page's first load carries it.
 */
const swiperOnDemand = [
  {
    group: ['swiper', 'swiper/*'],
    allowTypeImports: true,
    message:
      'Swiper loads on demand: import it only in components/ui/carousel-swiper.ts, which the carousel imports when needed.',
  },
];

/** functions: handlers call into core. */
const handlersUseCore = [
  {
    group: ['@gsk/web', '@gsk/web/*', '**/web/**', '@gsk/infra', '@gsk/infra/*', '**/infra/**'],
    message: 'Handlers import core, never web or infra.',
  },
];

/**
 * functions/src inside: lib/ is plumbing and imports no domain folder; these domain folders serve
 * several domains and import none of them (lint/import-rules.js, `functions-layers`).
 */
const functionsSharedDomains = ['email'];

/** infra: names handlers by path string. */
const infraNamesHandlers = [
  {
    group: ['@gsk/functions', '@gsk/functions/*', '**/functions/src/**'],
    message: 'Infra names handlers by path string (see infra/routes.ts); it never imports them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.build/**',
      '.local/**',
      '.sst/**',
      'coverage/**',
      'tests/artifacts/**',
      'infra/synth-out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { gsk: gskRules },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  { files: ['core/**/*.ts'], rules: restrict(coreIsPure) },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...restrict(webIsClient, swiperOnlyInUi),
      'gsk/web-layers': ['error', { src: 'web/src' }],
    },
  },
  { files: ['web/src/components/ui/**/*.{ts,tsx}'], rules: restrict(webIsClient, swiperOnDemand) },
  { files: ['web/src/components/ui/carousel-swiper.ts'], rules: restrict(webIsClient) },
  {
    files: ['functions/**/*.ts'],
    rules: {
      ...restrict(handlersUseCore),
      'gsk/functions-layers': [
        'error',
        { src: 'functions/src', plumbing: 'lib', shared: functionsSharedDomains },
      ],
    },
  },
  { files: ['infra/**/*.ts', 'sst.config.ts'], rules: restrict(infraNamesHandlers) },
  {
    // Classic scripts the browser runs before the app (no module, no bundler).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // CloudFront Functions: a plain script whose top-level `handler` CloudFront calls.
    files: ['infra/edge/**/*.js'],
    languageOptions: { sourceType: 'script', globals: {} },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
