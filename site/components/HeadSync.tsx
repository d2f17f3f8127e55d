import { useEffect } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router-dom';
import type { ShellData } from '../data/shell';
import { headTags, type HeadTag } from '../head';
import { pageHead } from '../page-head';
import { defaultLocale } from '../../runtime-shared/locales';

/** The identity of a head tag: the one element that holds it in document.head. */
function selectorOf({ tag, attrs }: HeadTag): string {
  if (tag === 'link') return attrs.hreflang ? `link[rel="${attrs.rel}"][hreflang="${attrs.hreflang}"]` : `link[rel="${attrs.rel}"]`;
  return attrs.property ? `meta[property="${attrs.property}"]` : `meta[name="${attrs.name}"]`;
}

/**
 * The site's public origin (PUBLIC_URL), as the server wrote it into the first page's canonical link;
 * this window's origin when there is none (a page the browser rendered itself).
 */
function publicOrigin(): string {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? new URL(href).origin : window.location.origin;
}

/**
 * Every head element headTags() may write (the server wrote the first page's the same way): those the next
 * page does not set are removed, or a picture, an alternate language or a noindex of the last page stays.
 */
const OWNED = 'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang]';

/** Keeps <title>, the description, canonical, alternates and Open Graph tags current on client navigation. */
export function HeadSync({ error }: { error?: unknown }) {
  const matches = useMatches();
  const siteName = useRouteLoaderData<ShellData>('root')?.companyName ?? '';
  const location = useLocation();
  useEffect(() => {
    const head = pageHead(matches, siteName, location.pathname, error);
    // A page in another language says so (site/locale.ts).
    document.documentElement.lang = head.lang ?? defaultLocale();
    const set = new Set<Element>();
    for (const tag of headTags(head, siteName, `${publicOrigin()}${location.pathname}`)) {
      if (tag.tag === 'title') {
        document.title = tag.text ?? '';
        continue;
      }
      let element = document.head.querySelector(selectorOf(tag));
      if (!element) {
        element = document.createElement(tag.tag);
        document.head.append(element);
      }
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
      set.add(element);
    }
    for (const old of document.head.querySelectorAll(OWNED)) if (!set.has(old)) old.remove();
  }, [matches, siteName, error, location]);
  return null;
}
