// ESLint flat config (docs/decisions/0041 and STYLE.md "Dependencies"): typescript-eslint,
// React's hooks rules and jsx-a11y on the storefront. Formatting is Prettier's (.prettierrc.json),
// so no stylistic rule is on here. `npm run lint`, part of `npm test`.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'build/',
    'build-worker/',
    '.react-router/',
    'data/',
    'test-results/',
    'playwright-report/',
    '.cache/',
    'bench/results/',
    'bench/.data/',
    'bench/.scratch/',
    'public/',
    'scripts/*.tmp.*',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore says "unused on purpose" (a destructured part left out, a callback's
      // first argument); a caught error may go unnamed in use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      // `interface AppLoadContext extends AppLoadContextInit {}` is how a module's type is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // The React Compiler's rules (eslint-plugin-react-hooks 7): advice for code the compiler would
      // optimise; the shop does not use the compiler. Warnings until each is looked at, shown by
      // `npm run lint:advice` (LINT_ADVICE=1). Off in `npm run lint` and so in `npm test`: running the compiler
      // over every file was 62 % of the lint's CPU (37 of 60 s), for warnings that fail nothing (docs/decisions/0090).
      ...Object.fromEntries(
        [
          'static-components',
          'use-memo',
          'preserve-manual-memoization',
          'immutability',
          'globals',
          'refs',
          'set-state-in-effect',
          'error-boundaries',
          'purity',
          'set-state-in-render',
          'config',
          'gating',
          'incompatible-library',
          'unsupported-syntax',
        ].map((rule) => [`react-hooks/${rule}`, process.env.LINT_ADVICE === '1' ? 'warn' : 'off']),
      ),
    },
  },
  {
    // Files other branches change at the same time (the storefront's SPEC gaps: header, cookie bar,
    // analytics consent): their findings are warnings here and get fixed there or at the merge.
    files: ['app/components/header/suggestions-engine.tsx', 'app/components/layout/cookie-bar.tsx', 'app/lib/analytics.ts'],
    rules: {
      'jsx-a11y/interactive-supports-focus': 'warn',
      'jsx-a11y/no-redundant-roles': 'warn',
      // gtag() must push its arguments object: tag managers read that shape, not an array.
      'prefer-rest-params': 'warn',
    },
  },
  {
    // Tests, benchmarks and scripts may use what the product code may not: `any` for the JSON
    // answers of the API under test, non-null assertions on what the test has just made.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The two wings meet in contract/ only (issue 24, docs/architecture.md): the storefront never
  // imports the API's code, the API never imports the storefront's, and the contract neither.
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/commerce', '**/commerce/**'],
              message: 'The storefront talks to the API over /v1; shared types and rules live in contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['commerce/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app', '**/app/**'],
              message: 'The API never imports the storefront; shared schemas and rules live in contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app', '**/app/**', '**/commerce', '**/commerce/**'],
              message: 'contract/ depends on neither wing: both wings depend on it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a test's fixtures from the destructuring of its first argument: `({}, testInfo)`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
]);
