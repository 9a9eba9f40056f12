import tseslint from 'typescript-eslint';

// Boundaries (docs/architecture.md): features do not import each other, ui/ imports no feature,
// contracts import only zod, nothing but e2e imports the API's factories, and the API reaches a
// third party only through its adapter's index.ts (docs/decisions/0013-adapters-and-webhooks.md).
const adapterInternals = {
  regex: '/adapters/[a-z-]+/(?!index\\.ts$)[^/]+$',
  message: "import an adapter through its index.ts: the providers behind it are the adapter's business",
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
          ],
        },
      ],
    },
  },
  { files: ['**/*.test.ts', '**/*.spec.ts', '**/test/**'], rules: { 'max-lines': 'off' } },
);
