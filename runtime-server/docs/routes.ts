/** `GET /api/openapi.json` and `GET /api/docs`: the API's description, given to createApp by the product. */
import { Router } from 'express';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { renderDocs } from './render-docs';

export function docsRouter(document: OpenApiDocument): Router {
  const router = Router();
  const html = renderDocs(document); // rendered once: the document does not change while the server runs
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(html);
  });
  return router;
}
