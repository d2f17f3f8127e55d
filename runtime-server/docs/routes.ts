/** `GET /api/openapi.json` and `GET /api/docs`: the API's description, given to createApp by the product. */
import { Router } from 'express';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { renderDocs } from './render-docs';

/**
 * `load` is called on the first request for either page, and its answers are made once: the document
 * does not change while the server runs, and loading it (megabytes) would slow every start.
 */
export function docsRouter(load: () => OpenApiDocument): Router {
  const router = Router();
  let pages: { json: string; html: string } | undefined;
  const made = () => {
    if (!pages) {
      const document = load();
      pages = { json: JSON.stringify(document), html: renderDocs(document) };
    }
    return pages;
  };
  router.get('/openapi.json', (_req, res) => {
    res.type('json').send(made().json);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(made().html);
  });
  return router;
}
