/** `GET /api/openapi.json` and `GET /api/docs`: the API's description, given to createApp by the product. */
import type { RequestHandler } from 'express';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { renderDocs } from './render-docs';

/**
 * The two pages' handlers (routes of their own, not a router every API request would pass through).
 * `load` is called on the first request for either page, and its answers are made once: the document
 * does not change while the server runs, and loading it (megabytes) would slow every start.
 */
export function docsHandlers(load: () => OpenApiDocument): { json: RequestHandler; html: RequestHandler } {
  let pages: { json: string; html: string } | undefined;
  const made = () => {
    if (!pages) {
      const document = load();
      pages = { json: JSON.stringify(document), html: renderDocs(document) };
    }
    return pages;
  };
  return {
    json: (_req, res) => {
      res.type('json').send(made().json);
    },
    html: (_req, res) => {
      res.type('html').send(made().html);
    },
  };
}
