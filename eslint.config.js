// ESLint flat config (docs/decisions/0041 and STYLE.md "Dependencies"): typescript-eslint,
// React's hooks rules and jsx-a11y on the storefront. Formatting is Prettier's (.prettierrc.json),
// so no stylistic rule is on here. `npm run lint`; not yet part of `npm test`.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['build/', 'build-worker/', 'data/', 'test-results/', 'playwright-report/', '.cache/', 'bench/results/', 'bench/.data/', 'bench/.scratch/', 'public/', 'scripts/*.tmp.*']),
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // Tests, benchmarks and scripts may use what the product code may not.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
]);
