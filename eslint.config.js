// ESLint (flat config): typescript-eslint's recommended rules everywhere, React hooks rules in the
// client. CI fails on any error (`npm run lint`). Generated files are not linted.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['*.cjs', '**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'client/src/gql/**', 'migrations/**', 'data/**', 'e2e/**', 'scripts/**', 'bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are errors, except `_`-prefixed ones (kept on purpose: destructuring to drop a key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Tests and adapters read untyped JSON answers.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
