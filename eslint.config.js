// One flat config for the whole monorepo; packages run `eslint .` from their own folder.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A dynamic import of a package's index hands the importer the whole namespace, so the bundler
    // keeps every module of the package in that chunk and shoppers fetch all of it after hydration
    // (8.7 KB gzip on every page). Import a local module that re-exports what it needs.
    files: ['packages/storefront/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@treize\\/(ui|machines)$/]',
          message:
            "Load design-system or machine code through a local module that re-exports the named parts (see app/components/shell/toastCode.ts): `import('@treize/ui')` bundles the whole package.",
        },
      ],
    },
  },
);
