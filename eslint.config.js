/**
 * `npm run lint` (part of `npm test`): typescript-eslint's recommended type-checked rules and the React hooks
 * rules over the whole project, generated code included (its emitters are fixed, not the output).
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noKindNameBranches } from './scripts/eslint/no-kind-name-branches.js';
import { noKnexWrites } from './scripts/eslint/no-knex-writes.js';
import { noLiteralUiText } from './scripts/eslint/no-literal-ui-text.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tmp/**', 'tests/fixtures/**', 'reports/**', '.stryker-tmp/**', '**/*.cjs', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // `_next` of an Express error handler (recognised by its four parameters), and `{ dropped, ...rest }` to leave keys out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    // A new field kind is one folder and one registry line: outside kinds/, code asks the kind (its registry
    // entry) instead of branching on the kind's name (docs/dsl-and-field-kinds.md).
    files: ['runtime-*/**/*.ts', 'runtime-*/**/*.tsx', 'site/**/*.ts', 'site/**/*.tsx', 'generator/**/*.ts'],
    plugins: { kinds: { rules: { 'no-kind-name-branches': noKindNameBranches } } },
    rules: { 'kinds/no-kind-name-branches': 'error' },
  },
  {
    // Hand-written site code writes records only through the local API (docs/local-api.md); reads may stay queries.
    files: ['site/**/*.ts', 'site/**/*.tsx'],
    plugins: { local: { rules: { 'no-knex-writes': noKnexWrites } } },
    rules: { 'local/no-knex-writes': 'error' },
  },
  {
    // The admin's own words come from its message catalogue (runtime-web/i18n, docs/localization.md), so a
    // German user reads German: no text written into the admin's JSX. The kinds' plain inputs are the
    // public site's forms (English). Every site admin screen is covered: the site's screens keep their words
    // in a catalogue beside them (site/admin/<screen>/messages.ts, read with `useCatalogue`).
    files: ['runtime-web/**/*.tsx', 'kinds/**/*.tsx', 'site/admin/**/*.tsx'],
    ignores: ['kinds/**/plain.tsx', 'kinds/**/*.test.tsx'],
    plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'i18n/no-literal-ui-text': 'error' },
  },
  {
    // Generated screens: their labels and view titles are the entities' (content); the generator's own words must not be literals.
    files: ['generated/web/**/*.tsx'],
    plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'i18n/no-literal-ui-text': ['error', { ignoreProps: ['title'] }] },
  },
  {
    // Tests read HTTP answers and database rows, which are untyped JSON (`any`) by nature: each test states
    // the value it expects instead. The other type-checked rules (floating promises, misused promises, ...) stay.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
