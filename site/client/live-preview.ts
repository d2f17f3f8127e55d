/**
 * A preview page shown in the admin's live preview (runtime-web/drafts/LivePreview.tsx): it tells the admin
 * it is ready, and shows each newer draft the admin sends by navigating to its address (`?preview=<newer
 * token>`) in the router, without a reload: the loaders read the draft again and the scroll position stays.
 * Only a page opened with `?preview=` inside a frame listens, and only to its parent on its own origin
 * (the site's CSP lets only its own origin frame it).
 */
import type { DataRouter } from 'react-router-dom';
import { isLocalPath, type LivePreviewAnswer, type LivePreviewShow } from '../../runtime-shared/live-preview';

export function listenForLivePreview(router: Pick<DataRouter, 'navigate'>): void {
  if (window.parent === window || !new URLSearchParams(window.location.search).has('preview')) return;
  const origin = window.location.origin;
  const answer = (message: LivePreviewAnswer) => window.parent.postMessage(message, origin);
  window.addEventListener('message', (event: MessageEvent<Partial<LivePreviewShow> | null>) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    const { type, href, id } = event.data ?? {};
    if (type !== 'live-preview:show' || typeof href !== 'string' || !isLocalPath(href) || typeof id !== 'number') return;
    void router.navigate(href, { replace: true, preventScrollReset: true }).then(() => answer({ type: 'live-preview:shown', id }));
  });
  answer({ type: 'live-preview:ready' });
}
