/**
 * The rich-text sanitizer on Quill 2's own output (copied from the admin's
 * editor, tests/e2e/rich-text.test.ts): Quill writes every list as one flat
 * `<ol>` whose items say "bullet" or "ordered" in `data-list`; stored as it is,
 * the public site numbered the bullets. The sanitizer nests them into the
 * `<ul>`/`<ol>` they mean and keeps every other format of the toolbar.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../runtime-server/http/sanitize-html';

const UI = '<span class="ql-ui" contenteditable="false"></span>';

describe('sanitizeRichText on Quill 2 output', () => {
  it('nests bullet and numbered lists by their data-list and indent, dropping the editor-only marker spans', () => {
    const quill =
      `<ol><li data-list="bullet">${UI}First bullet</li><li data-list="bullet" class="ql-indent-1">${UI}Nested bullet</li>` +
      `<li data-list="bullet">${UI}Second bullet</li><li data-list="ordered">${UI}First step</li>` +
      `<li data-list="ordered" class="ql-indent-1">${UI}Sub step</li><li data-list="ordered">${UI}Second step</li></ol>`;
    expect(sanitizeRichText(quill)).toBe(
      '<ul><li>First bullet<ul><li>Nested bullet</li></ul></li><li>Second bullet</li></ul>' +
        '<ol><li>First step<ol><li>Sub step</li></ol></li><li>Second step</li></ol>',
    );
  });

  it('nests a bullet under a numbered item, closes two depths at once and opens a skipped depth', () => {
    const quill =
      `<ol><li data-list="ordered">${UI}One</li><li data-list="bullet" class="ql-indent-1">${UI}Point</li>` +
      `<li data-list="bullet" class="ql-indent-2">${UI}Detail</li><li data-list="ordered">${UI}Two</li>` +
      `<li data-list="bullet" class="ql-indent-2">${UI}Deep</li></ol>`;
    expect(sanitizeRichText(quill)).toBe(
      '<ol><li>One<ul><li>Point<ul><li>Detail</li></ul></li></ul></li><li>Two<ul><li><ul><li>Deep</li></ul></li></ul></li></ol>',
    );
  });

  it('keeps headings, inline formats, quote, indent, fonts, sizes, links and images as Quill wrote them', () => {
    const quill =
      '<h1>Heading one</h1><h2>Heading two</h2><p><strong>bold words</strong> then plain. <em>italic words</em> then plain. ' +
      '<u>underline words</u> then plain. <s>strike words</s> then plain. </p><blockquote>A quoted line</blockquote>' +
      '<p class="ql-indent-1">An indented paragraph</p><p><span class="ql-font-serif">Serif words</span><span class="ql-font-monospace"> mono words</span></p>' +
      '<p><span class="ql-size-large">Large words</span></p><p>Our <a href="https://example.com/consulting" rel="noopener noreferrer" target="_blank">website</a></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    expect(sanitizeRichText(quill)).toBe(quill.replace('iVBORw0KGgo=">', 'iVBORw0KGgo=" />')); // sanitize-html closes void tags
  });

  it('leaves lists that are already nested (semantic HTML, or stored after this change) as they are', () => {
    const semantic = '<ul><li>a<ul><li>b</li></ul></li></ul><ol><li>1</li><li>2</li></ol>';
    expect(sanitizeRichText(semantic)).toBe(semantic);
    expect(sanitizeRichText(sanitizeRichText(`<ol><li data-list="bullet">${UI}x</li></ol>`))).toBe('<ul><li>x</li></ul>');
  });

  it('still removes scripts and event handlers inside list items', () => {
    expect(sanitizeRichText('<ol><li data-list="bullet" onclick="alert(1)">a<script>alert(2)</script></li></ol>')).toBe('<ul><li>a</li></ul>');
  });
});
