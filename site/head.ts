/**
 * A page's <head> facts (title, description, picture) and the tags they
 * become: the title, meta description, canonical link and Open Graph tags.
 * The server writes them into the first HTML; in the browser HeadSync keeps
 * them current on client navigation. One function makes both agree.
 */
export interface PageHead {
  title: string;
  description?: string | null;
  /** An upload path or absolute URL of a picture for link previews. */
  image?: string | null;
  /** Open Graph type: `website` unless a page says otherwise (e.g. `product`). */
  type?: string;
  /** Ask search engines to leave the page out (a content page's "Hide from search engines"). */
  noIndex?: boolean;
  /** The page in every locale (site/locale.ts): `<link rel="alternate" hreflang>` each. */
  alternates?: { hreflang: string; path: string }[];
  /** The page's language, when not the default's: `<html lang>`. */
  lang?: string;
}

/** The `handle` of a route that has its own head; `data` is its loader data. */
export interface HeadHandle {
  /** `locale`: the page's (site/locale.ts), for the site's own words in the title. */
  head: (data: never, locale: string) => PageHead;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attrs: Record<string, string>;
  text?: string;
}

const DESCRIPTION_MAX = 160;

/** Rich text or long text as one short plain sentence for a description. */
export function plainSummary(html: string | null | undefined, max = DESCRIPTION_MAX): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The tags of a page at `url` (the public address, query dropped for the canonical link).
 * @example headTags({ title: 'About us' }, 'Nimbus Consulting', 'https://nimbus.example/about')
 */
export function headTags(head: PageHead, siteName: string, url: string): HeadTag[] {
  const canonical = new URL(url);
  canonical.search = '';
  canonical.hash = '';
  const title = !siteName || head.title === siteName ? head.title : `${head.title} | ${siteName}`;
  const description = plainSummary(head.description) || siteName || head.title;
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    // Always written, so that client navigation (HeadSync) turns a hidden page's noindex back off.
    { tag: 'meta', attrs: { name: 'robots', content: head.noIndex ? 'noindex' : 'index, follow' } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical.href } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteName } },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:type', content: head.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:url', content: canonical.href } },
  ];
  if (head.image) tags.push({ tag: 'meta', attrs: { property: 'og:image', content: new URL(head.image.replace(/^(?!\/|https?:)/, '/'), canonical).href } });
  tags.push({ tag: 'meta', attrs: { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' } });
  for (const a of head.alternates ?? []) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.hreflang, href: new URL(a.path, canonical).href } });
  return tags;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML for the server's first answer. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      return tag === 'title' ? `<title>${escapeHtml(text ?? '')}</title>` : `<${tag}${attributes}>`;
    })
    .join('\n    ');
}
