/**
 * The rich-text policy: what Quill's toolbar can produce (headers 1-2,
 * fonts, sizes, bold, italic, underline, strike, blockquote, lists, indent,
 * links, images, video) and nothing else. Scripts, event handlers and
 * `javascript:` links are removed before anything is stored, and Quill's
 * flat lists become the nested `<ul>`/`<ol>` they mean (quill-lists.ts), so
 * the stored HTML shows anywhere what the editor showed.
 */
import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../lazy-module';
import { nestQuillLists } from './quill-lists';

const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

const QUILL_CLASS = /^ql-[a-z0-9-]+$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ol', 'ul', 'li', 'a', 'img', 'iframe', 'span', 'pre', 'code', 'sub', 'sup'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'allowfullscreen', 'frameborder'],
    li: ['data-list'],
    '*': ['class'],
  },
  allowedClasses: { '*': [QUILL_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  // Quill's placeholder for a list item's marker: the list itself draws the marker once the list is nested.
  exclusiveFilter: (frame) => frame.tag === 'span' && frame.attribs.class === 'ql-ui',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return nestQuillLists(sanitizer()(html, OPTIONS));
}
