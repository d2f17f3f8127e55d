/**
 * The browser entry. A public page arrives server-rendered with its loader
 * data in <script id="router-data">: the router starts from that data and
 * React hydrates the HTML; react-router's navigation engine follows on the
 * first navigation (client/deferred-router.ts), which keeps it out of the
 * first download. The admin arrives as an empty shell and is rendered here
 * from scratch, with the engine loaded at once.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { createDeferredRouter, type HydrationData } from './client/deferred-router';
import { loadWords } from './i18n/words';
import { pathLocale } from './locale';
import { siteRoutes } from './routes';
import './site.css';
import './shop/web/shop.css';

const loadEngine = async () => (await import('react-router-engine')).createBrowserRouter;

/**
 * A lazily split page must be loaded before hydrating, or the router would
 * render a fallback where the server rendered the page.
 */
async function loadLazyMatches(): Promise<void> {
  const routes = siteRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** Marks the document once React has hydrated (or rendered) it: browser tests wait for it before they interact. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const data = document.getElementById('router-data');
  if (data?.textContent) {
    const hydration = JSON.parse(data.textContent) as HydrationData;
    await Promise.all([loadLazyMatches(), loadWords(pathLocale(window.location.pathname))]);
    const router = createDeferredRouter(siteRoutes(), hydration, loadEngine);
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
        <HydrationMark />
      </StrictMode>,
    );
    // A preview page in the admin's live preview follows the draft as the editor types; no other page loads that code.
    if (window.parent !== window && new URLSearchParams(window.location.search).has('preview')) {
      void import('./client/live-preview').then(({ listenForLivePreview }) => listenForLivePreview(router));
    }
  } else {
    const [createBrowserRouter] = await Promise.all([loadEngine(), loadWords(pathLocale(window.location.pathname))]);
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(siteRoutes())} />
        <HydrationMark />
      </StrictMode>,
    );
  }
}

void start();
