/**
 * Quill 2 writes every list as one flat `<ol>`: each item says its kind in
 * `data-list` ("bullet", "ordered", "checked", "unchecked") and its depth in a
 * `ql-indent-N` class. Outside the editor (the public site, mails, feeds) that
 * is a numbered list whatever the user chose. This turns such a list into the
 * nested `<ul>`/`<ol>` it means, as Quill's own getSemanticHTML does, so the
 * stored HTML shows what the editor showed anywhere; the editor reads nested
 * lists back as the same items and depths.
 *
 * It works on the sanitizer's output, which is regular: double-quoted
 * attributes, escaped text, and no block inside a Quill list item. A list that
 * is already nested, or whose items lack `data-list`, is left as it is.
 */

interface Item {
  kind: string;
  depth: number;
  /** The item's attributes other than its kind and depth (e.g. an alignment class), ready to print. */
  attributes: string;
  content: string;
}

/** An `<ol>` whose every item carries `data-list` and holds no list of its own. */
const QUILL_LIST = /<ol>((?:<li\s[^>]*data-list="[a-z]+"[^>]*>(?:(?!<\/?(?:li|ol|ul)\b)[\s\S])*<\/li>)+)<\/ol>/g;
const ITEM = /<li(\s[^>]*)>((?:(?!<\/li>)[\s\S])*)<\/li>/g;
const INDENT = /^ql-indent-(\d+)$/;

function readItem(attributes: string, content: string): Item {
  const kind = /\sdata-list="([a-z]+)"/.exec(attributes)?.[1] ?? 'bullet';
  const classes = (/\sclass="([^"]*)"/.exec(attributes)?.[1] ?? '').split(/\s+/).filter(Boolean);
  const depth = Number(classes.map((c) => INDENT.exec(c)?.[1]).find(Boolean) ?? 0);
  const kept = classes.filter((c) => !INDENT.test(c));
  return { kind, depth, attributes: kept.length > 0 ? ` class="${kept.join(' ')}"` : '', content };
}

/** The list element of a kind; checklists stay marked, as getSemanticHTML marks them. */
function listOf(kind: string): { tag: 'ul' | 'ol'; itemAttribute: string } {
  if (kind === 'ordered') return { tag: 'ol', itemAttribute: '' };
  if (kind === 'checked' || kind === 'unchecked') return { tag: 'ul', itemAttribute: ` data-list="${kind}"` };
  return { tag: 'ul', itemAttribute: '' };
}

/** Nests flat items by depth: a deeper item opens a list inside the previous item; a change of kind at one depth starts a new list. */
function nest(items: Item[]): string {
  let html = '';
  const open: string[] = []; // the kinds of the lists open, outermost first; open.length - 1 is the current depth
  for (const item of items) {
    // Close lists deeper than the item, and a list of another kind at its depth.
    while (open.length > item.depth + 1 || (open.length === item.depth + 1 && open[open.length - 1] !== item.kind)) {
      html += `</li></${listOf(open.pop()!).tag}>`;
    }
    if (open.length === item.depth + 1) html += '</li>';
    // Open lists down to the item's depth; a skipped depth gets an empty item, as in getSemanticHTML.
    while (open.length < item.depth + 1) {
      html += `<${listOf(item.kind).tag}>`;
      open.push(item.kind);
      if (open.length < item.depth + 1) html += '<li>';
    }
    html += `<li${listOf(item.kind).itemAttribute}${item.attributes}>${item.content}`;
  }
  while (open.length > 0) html += `</li></${listOf(open.pop()!).tag}>`;
  return html;
}

export function nestQuillLists(html: string): string {
  return html.replace(QUILL_LIST, (_list, body: string) => nest([...body.matchAll(ITEM)].map((m) => readItem(m[1]!, m[2]!))));
}
