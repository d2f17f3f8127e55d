/**
 * Which head a page has: the deepest matched route whose `handle.head` says
 * it, from that route's loader data and the page's locale; an error shows "Page not found" or
 * "Something went wrong". Every page of the public tree (under the root route) is in each locale: its
 * head names its language and its alternates (site/locale.ts). Shared by the server render and HeadSync.
 */
import { isRouteErrorResponse, type UIMatch } from 'react-router-dom';
import type { HeadHandle, PageHead } from './head';
import { wordsFor } from './i18n/words';
import { alternatesOf, basePath, pathLocale } from './locale';
import { defaultLocale } from '../runtime-shared/locales';

type Match = Pick<UIMatch, 'handle' | 'data' | 'id'>;

function ownHead(matches: readonly Match[], siteName: string, locale: string, error: unknown): PageHead {
  if (error !== undefined && error !== null) {
    const words = wordsFor(locale);
    return { title: isRouteErrorResponse(error) && error.status === 404 ? words.notFoundTitle : words.somethingWrong };
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<HeadHandle> | undefined;
    if (handle?.head) return handle.head(matches[i]!.data as never, locale);
  }
  return { title: siteName };
}

/** The head of the page at `pathname` (its path, without the query). */
export function pageHead(matches: readonly Match[], siteName: string, pathname: string, error?: unknown): PageHead {
  const locale = pathLocale(pathname);
  const head = ownHead(matches, siteName, locale, error);
  const lang = locale !== defaultLocale() ? { lang: locale } : {};
  // An error page is no page to name in other languages; the admin and sign-in pages have one language.
  const public_ = matches[0]?.id === 'root' && (error === undefined || error === null);
  return { ...head, ...lang, ...(public_ ? { alternates: alternatesOf(basePath(pathname)) } : {}) };
}
