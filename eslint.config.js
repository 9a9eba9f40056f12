import tseslint from 'typescript-eslint';

// Boundaries (docs/architecture.md): features do not import each other, ui/ imports no feature,
// contracts import only zod, nothing but e2e imports the API's factories, and the API reaches a
// third party only through its adapter's index.ts (docs/decisions/0013-adapters-and-webhooks.md).
const adapterInternals = {
  regex: '/adapters/[a-z-]+/(?!index\\.ts$)[^/]+$',
  message: "import an adapter through its index.ts: the providers behind it are the adapter's business",
};
// The API's layers (docs/architecture.md#layers): compose/ wires the features together and nothing
// below it imports it; features reach nothing above them; lib/, db/, domain/, policies/, plugins/,
// events/ and jobs/ never import a feature.
const composeAbove = {
  regex: '/compose/',
  message: 'compose/ sits above the features: publish an event, or take the work as a plugin option',
};
const featureFaces = {
  regex: '/features/(?![a-z-]+/(?:[a-z-]+/)?[a-z-]+(?:\\.public|\\.routes|[.-]jobs)\\.ts$)',
  message: "compose/ reaches a feature through its faces only: *.public.ts, *.routes.ts, its jobs' module",
};
const featureBoundary = (files, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/features/*/**', '#app/features/**'], message }] },
    ],
  },
});

// The browser tests and the benchmarks share their helpers through tools/ (a Chromium, nginx, the
// product as a child process), never through each other.
const toolingBoundary = (from, to) => ({
  files: [`${from}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+${to}/`,
            message: `${from}/ must not import ${to}/: a helper both need belongs in tools/`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'bench/next-peer/**',
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  featureBoundary(['apps/web/app/ui/**'], 'ui/ primitives must not import features'),
  {
    files: ['packages/contracts/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts import only zod' }] },
      ],
    },
  },
  {
    // zod.ts sets zod up for browsers before any schema is built; a schema module that took `z`
    // from 'zod' itself could be evaluated first.
    files: ['packages/contracts/src/**'],
    ignores: ['**/*.test.ts', 'packages/contracts/src/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "import { z } from './zod.ts'" }] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/adapters/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [adapterInternals] }] },
  },
  {
    // Redis is opened in one place, with one set of bounded waits (docs/decisions/0013-adapters-and-webhooks.md).
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/adapters/redis/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'ioredis',
              allowTypeImports: true,
              message: 'open Redis through adapters/redis/index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // Seeds and factories build rows as the features do, through a feature's *.public.ts only.
    files: ['apps/api/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            adapterInternals,
            {
              regex: '/features/(?![a-z-]+/[a-z-]+\\.public\\.ts$)',
              message: 'db/ reaches a feature only through its *.public.ts module',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{lib,db,domain,policies,plugins,events,jobs}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            adapterInternals,
            composeAbove,
            { regex: '/features/', message: 'a layer below the features never imports one' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/compose/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [adapterInternals, featureFaces] }] },
  },
  {
    files: ['apps/api/src/features/**/*.ts', 'apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./features/|^\\.\\./(?!\\.)[a-z-]+/',
              message: 'a feature must not import another feature',
            },
            adapterInternals,
            composeAbove,
          ],
        },
      ],
    },
  },
  toolingBoundary('e2e', 'bench'),
  toolingBoundary('bench', 'e2e'),
  { files: ['**/*.test.ts', '**/*.spec.ts', '**/test/**'], rules: { 'max-lines': 'off' } },
);
