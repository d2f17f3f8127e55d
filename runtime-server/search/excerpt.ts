/**
 * Titles and excerpts of search results as HTML: the text escaped, the words the visitor asked for in
 * `<mark>`. Made here rather than by the database (SQLite's snippet(), PostgreSQL's ts_headline, which
 * also drops anything that looks like a tag from the text) so both databases show the same passage, and
 * the only HTML in it is ours.
 */
import { wordsIn } from './query';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

interface Token {
  start: number;
  end: number;
  hit: boolean;
}

function tokens(text: string, words: ReadonlySet<string>): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, hit: words.has(wordsIn(m[0])[0] ?? '') }));
}

/** `text` from `from` to `to` (offsets), escaped, its asked-for words marked. */
function marked(text: string, list: readonly Token[], from: number, to: number): string {
  let html = '';
  let at = from;
  for (const t of list) {
    if (t.start < from || t.end > to || !t.hit) continue;
    html += `${escapeHtml(text.slice(at, t.start))}<mark>${escapeHtml(text.slice(t.start, t.end))}</mark>`;
    at = t.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

/** The whole text (a title), escaped, with the asked-for words marked. */
export const highlight = (text: string, words: ReadonlySet<string>) => marked(text, tokens(text, words), 0, text.length);

/**
 * About `size` words of `body` from a little before its first asked-for word (the start when none is in it),
 * escaped and marked, with `…` where the passage starts or ends inside the text.
 */
export function excerpt(body: string, words: ReadonlySet<string>, size = 30): string {
  const list = tokens(body, words);
  if (list.length === 0) return '';
  const first = Math.max(0, list.findIndex((t) => t.hit));
  const from = Math.max(0, Math.min(first - 8, list.length - size));
  const to = Math.min(list.length, from + size);
  // To the end of the sentence's punctuation after the last word, not into the next word.
  const end = to < list.length ? list[to - 1]!.end : body.length;
  const start = from === 0 ? 0 : list[from]!.start;
  return `${from > 0 ? '… ' : ''}${marked(body, list, start, end).trim()}${to < list.length ? ' …' : ''}`;
}
