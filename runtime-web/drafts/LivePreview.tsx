import { useEffect, useRef, useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { LivePreviewAnswer, LivePreviewShow } from '../../runtime-shared/live-preview';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/use-t';
import { draftsOf } from './draft-api';

export interface LivePreviewProps {
  meta: EntityMeta;
  id: number;
  /** The draft's version: each new one (a save, autosave included) brings the preview up to date. */
  version: string;
  /** The record's public page as the saved draft has it (`/returns`), from the site's preview paths. */
  path: () => string;
  onClose: () => void;
}

/** How long the page in the frame may take to show a newer draft before it is loaded anew. */
const SHOW_TIMEOUT_MS = 3000;

/**
 * The record's public page as its draft would look, in a frame beside the form, following every draft save.
 *
 * A preview link names the draft version it was made for (a later save puts it "out of date"), so after each
 * save this asks for a fresh link and shows the page with it: the page in the frame, told by a message
 * (runtime-shared/live-preview.ts), navigates to the new address in its router (its loaders read the newer
 * draft; the scroll position stays); a page that does not answer (the first load, an "out of date" page)
 * is loaded anew. The frame is on the admin's own origin: the link's path, not PUBLIC_URL's address.
 */
export function LivePreview({ meta, id, version, path, onClose }: LivePreviewProps) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef(0);
  // What the frame shows (or why not) for which draft version: another version than `version` is on its way.
  const [state, setState] = useState<{ version: string; failed?: string }>();
  const requested = useRef(version);
  // Loads the page anew when it does not show a newer draft in time.
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pathOf = useRef(path);
  useEffect(() => {
    pathOf.current = path;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent<LivePreviewAnswer | null>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !event.data) return;
      if (event.data.type === 'live-preview:ready') ready.current = true;
      else if (event.data.type !== 'live-preview:shown' || event.data.id !== latest.current) return;
      clearTimeout(fallback.current);
      setState({ version: requested.current });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(fallback.current);
    };
  }, []);

  useEffect(() => {
    const request = ++latest.current;
    clearTimeout(fallback.current);
    requested.current = version;
    const load = (href: string) => {
      ready.current = false;
      if (frame.current) frame.current.src = href;
    };
    draftsOf(meta)
      .previewLink(id)
      .then((link) => {
        if (request !== latest.current) return; // a newer save's link is on its way
        const token = new URL(link.url).pathname.split('/').pop() ?? '';
        const href = `${pathOf.current()}?preview=${encodeURIComponent(token)}`;
        const page = frame.current?.contentWindow;
        if (!ready.current || !page) return load(href);
        const message: LivePreviewShow = { type: 'live-preview:show', href, id: request };
        page.postMessage(message, window.location.origin);
        // The page went elsewhere meanwhile (a link followed in the frame): load the preview again.
        fallback.current = setTimeout(() => {
          if (request === latest.current) load(href);
        }, SHOW_TIMEOUT_MS);
      })
      .catch((error: unknown) => {
        if (request === latest.current) setState({ version, failed: errorMessage(error) });
      });
  }, [meta, id, version]);

  const note = state?.version !== version ? t('drafts.livePreviewUpdating') : state.failed ? t('drafts.livePreviewFailed', { error: state.failed }) : t('drafts.livePreviewShown');
  return (
    <section className="live-preview" aria-label={t('drafts.livePreview')}>
      <header className="live-preview-head">
        <h2>{t('drafts.livePreview')}</h2>
        <span className="muted small" role="status" aria-live="polite">
          {note}
        </span>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('drafts.closePreview')}
        </button>
      </header>
      <iframe ref={frame} className="live-preview-frame" title={t('drafts.livePreviewOf', { name: meta.label, id })} />
    </section>
  );
}
