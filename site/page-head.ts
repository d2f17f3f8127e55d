/**
 * Which head a page has: the deepest matched route whose `handle.head` says
 * it, from that route's loader data; an error shows "Page not found" or
 * "Something went wrong". Shared by the server render and HeadSync.
 */
import { isRouteErrorResponse, type UIMatch } from 'react-router-dom';
import type { HeadHandle, PageHead } from './head';

export function pageHead(matches: readonly Pick<UIMatch, 'handle' | 'data'>[], siteName: string, error?: unknown): PageHead {
  if (error !== undefined && error !== null) {
    return { title: isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong' };
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<HeadHandle> | undefined;
    if (handle?.head) return handle.head(matches[i]!.data as never);
  }
  return { title: siteName };
}
