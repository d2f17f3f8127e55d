/**
 * The ESLint rule that keeps the admin's words in the catalogue (scripts/eslint/no-literal-ui-text.js):
 * JSX text, string children and read props (placeholder, title, aria-label, alt) with a letter are
 * reported; symbols, computed texts and the labels passed to field components are not.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noLiteralUiText } from '../../scripts/eslint/no-literal-ui-text.js';

const linter = new Linter({ configType: 'flat' });

function reported(code: string, options: Record<string, unknown>[] = []): string[] {
  const config: Linter.Config[] = [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
      rules: { 'i18n/no-literal-ui-text': ['error', ...options] },
    },
  ];
  return linter.verify(code, config, 'probe.tsx').map((m) => m.message.split(' written')[0]!);
}

describe('no-literal-ui-text', () => {
  it('reports English written into JSX text, string children and read props', () => {
    expect(reported('const a = <p className="loading">Loading...</p>;')).toEqual(['Text "Loading..."']);
    expect(reported("const a = <button aria-label=\"Dismiss\" onClick={close}>×</button>;")).toEqual(['`aria-label` "Dismiss"']);
    expect(reported("const a = <span>{busy ? 'Uploading...' : t('library.upload')}</span>;")).toEqual(['Text "Uploading..."']);
    expect(reported('const a = <input placeholder={`Search ${label}`} />;')).toEqual(['`placeholder` "Search"']);
    expect(reported('const a = <img alt="Preview" src={src} />;')).toEqual(['`alt` "Preview"']);
  });

  it('leaves symbols, catalogue texts, declared labels and other props alone', () => {
    expect(reported("const a = <p>{t('list.range', { from, to, total })} – {count} × → #{id}</p>;")).toEqual([]);
    expect(reported('const a = <TextInput name="title" label="Title" required />;')).toEqual([]);
    expect(reported("const a = <input className=\"input\" type=\"search\" placeholder={t('list.search')} />;")).toEqual([]);
    expect(reported('const a = <ListPage meta={m} title="Drafted Jobs" />;', [{ ignoreProps: ['title'] }])).toEqual([]);
    expect(reported('const a = <ListPage meta={m} title="Drafted Jobs" />;')).toEqual(['`title` "Drafted Jobs"']);
  });
});
