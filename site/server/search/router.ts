/** `GET /api/search`: the site search over every entity that declares `search` (runtime-server/search). */
import { Router } from 'express';
import { contextOf } from '../../../runtime-server/http/context';
import { badRequest } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { searchRecords } from '../../../runtime-server/search/search';
import { parseLocale } from '../../../runtime-server/crud/localize';
import { defaultLocale } from '../../../runtime-shared/locales';
import type { SearchResults } from '../../data/search';
import { SEARCH } from './openapi';

export function searchRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const parsed = SEARCH.query.safeParse(req.query);
    if (!parsed.success) throw badRequest('Please correct the search', fieldErrors(parsed.error));
    const { q, page, perPage } = parsed.data;
    const locale = parseLocale(parsed.data.locale) ?? defaultLocale();
    const { db, entities } = contextOf(req);
    const found = await searchRecords(db, [...entities.values()], { q, page, perPage, locale });
    const answer: SearchResults = {
      data: found.hits.map((hit) => ({ ...hit, label: entities.get(hit.entity)?.label ?? hit.entity })),
      meta: { total: found.total, page, perPage, q },
    };
    res.json(answer);
  });
  return router;
}
