/**
 * The rich-text policy: what Quill's toolbar can produce (headers 1-2,
 * fonts, sizes, bold, italic, underline, strike, blockquote, lists, indent,
 * links, images, video) and nothing else. Scripts, event handlers and
 * `javascript:` links are removed before anything is stored.
 */
import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../lazy-module';

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
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizer()(html, OPTIONS);
}
