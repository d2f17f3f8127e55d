/**
 * The messages between the admin's live preview (runtime-web/drafts/LivePreview.tsx) and the public page
 * in its frame (site/client/live-preview.ts). Both are on the same origin, and each side takes a message
 * only from that origin and from the other window: the admin sends the page's address with a new preview
 * token after each draft save, and the page shows it by a client-side navigation (its loaders read the
 * draft again, the scroll position stays) instead of a reload.
 */

/** Admin to page: show `href` (a path on this origin, `?preview=<token>`). `id` comes back with `shown`. */
export interface LivePreviewShow {
  type: 'live-preview:show';
  href: string;
  id: number;
}

/** Page to admin: `ready` once it listens (after each full load), `shown` once `href` of message `id` is on screen. */
export type LivePreviewAnswer = { type: 'live-preview:ready' } | { type: 'live-preview:shown'; id: number };

/** A path on this origin (`/about?preview=…`), never another site's address (`//evil.test`, `https://…`). */
export const isLocalPath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
