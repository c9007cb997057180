// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that keep the dependency direction of STYLE.md ("Who may import whom"). */
const paymentIsServerOnly = {
  group: [
    '@gsk/core/payment',
    '@gsk/core/payment/*',
    '**/core/src/payment',
    '**/core/src/payment/*',
  ],
  message: 'Payment signing is server-only; call the API (POST /payments) instead.',
};
const noHandlerImports = {
  group: ['@gsk/functions', '@gsk/functions/*', '**/functions/src/**'],
  message: 'Infra names handlers by path string (see infra/routes.ts); it never imports them.',
};

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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
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
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            paymentIsServerOnly,
            {
              group: ['@gsk/functions', '@gsk/functions/*', '**/functions/**', '**/infra/**'],
              message: 'The web talks to the server over HTTP only; import types from core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            paymentIsServerOnly,
            {
              group: ['**/app/**', '@/app/*'],
              message: 'Imports flow shared → features → app: a feature never imports the app.',
            },
            {
              regex: '^(\\.\\./){2}(?!\\.\\.)[^/]+/',
              message:
                'A feature never imports another feature; compose them in app/ or move the shared piece to components/.',
            },
            {
              group: ['swiper', 'swiper/*'],
              message:
                'Use the carousel wrapper in components/ui; features never import swiper directly.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'web/src/components/**/*.{ts,tsx}',
      'web/src/lib/**/*.{ts,tsx}',
      'web/src/i18n/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            paymentIsServerOnly,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code (components, lib, i18n) never imports features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '@gsk/web', '**/infra/**'],
              message: 'Handlers import core, never web or infra.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/**/*.ts', 'sst.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noHandlerImports] }],
    },
  },
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
