// ESLint (flat config), run by `npm run lint` and `npm test`: typescript-eslint's recommended
// rules for TypeScript, React's rules of hooks, jsx-a11y for the islands, and the Astro plugin
// (with jsx-a11y) for .astro pages. Formatting is Prettier's business (.prettierrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'public/', 'bench/out/', 'tmp/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters are looked for on purpose (mojibake and binary checks of the built pages).
      'no-control-regex': 'off',
    },
  },
  // The Astro plugin's a11y config registers the jsx-a11y plugin; the islands get its rules too.
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table wider than the phone scrolls in a focusable region (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
  { files: ['**/*.astro'], rules: { 'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }] } },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the React Compiler's rules of the plugin's newer presets are left out (the
    // islands are not compiled by it).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
