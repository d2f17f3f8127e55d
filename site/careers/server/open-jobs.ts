/**
 * The jobs the public may see and apply to, for the careers pages and the
 * application routes (`findOpenJob`): the job entity's public filter (posted,
 * the deadline, a day included, not passed), which the generic job routes
 * apply as well, with the careers list's own search, filters and order.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Job } from '../../../generated/schemas/job.schema';
import { jobMeta } from '../../../generated/schemas/job.schema';
import { parseId, answeredColumns } from '../../../runtime-server/crud/read';
import { serializeRows, type Row } from '../../../runtime-server/crud/serialize';
import { inTrash } from '../../../runtime-server/crud/trash-filter';
import { rowConditions, whereConditions, type Viewer } from '../../../runtime-server/crud/visibility';
import { isPostgres } from '../../../runtime-server/db/connect';
import { contextOf } from '../../../runtime-server/http/context';
import { badRequest, notFound } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { inLocale, parseLocale } from '../../../runtime-server/crud/localize';
import { LIST_JOBS, OPEN_JOB } from './openapi';

/** The open jobs: posted and not past their deadline. */
export function openJobs(db: Knex): Knex.QueryBuilder {
  // A job in the trash is gone, whatever its state (runtime-server/crud/trash-filter.ts).
  return whereConditions(inTrash(db(jobMeta.table), jobMeta, false), rowConditions(jobMeta.publicFilter));
}

/** The same answer for everyone: no related records attached (the job's exam stays an id). */
const PUBLIC_VIEWER: Viewer = { user: undefined, entities: new Map() };

/** Answered jobs, in `locale` when one is asked for (crud/localize.ts: each field without a translation in the default's). */
async function answered(db: Knex, rows: Row[], locale: string | undefined): Promise<Row[]> {
  const out = await serializeRows(db, jobMeta, rows, PUBLIC_VIEWER);
  return locale ? out.map((job) => inLocale(jobMeta, job, locale)) : out;
}

/** The open job with this id, or undefined (draft, archived, expired or missing alike). */
export async function findOpenJob(db: Knex, id: number, locale?: string): Promise<Job | undefined> {
  const row = await openJobs(db).where({ id }).first<Row | undefined>(answeredColumns(jobMeta));
  if (!row) return undefined;
  return (await answered(db, [row], locale))[0] as unknown as Job;
}

const SEARCHED = ['title', 'summary', 'location', 'description'] as const;

export async function listOpenJobs(db: Knex, query: z.output<typeof LIST_JOBS.query>) {
  const locale = parseLocale(query.locale);
  const filtered = openJobs(db);
  for (const field of ['category', 'workplace', 'employment_type'] as const) if (query[field]) filtered.where(field, query[field]);
  if (query.q) {
    const like = isPostgres(db) ? 'ILIKE' : 'LIKE';
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered.where((w) => {
      for (const column of SEARCHED) w.orWhereRaw(`?? ${like} ? ESCAPE '\\'`, [column, pattern]);
    });
  }
  const total = Number((await filtered.clone().count({ n: '*' }).first<{ n: number | string } | undefined>())?.n ?? 0);
  // Closing soonest first; jobs without a deadline after them, newest first.
  const rows = await filtered
    .select<Row[]>(answeredColumns(jobMeta))
    .orderByRaw('deadline is null')
    .orderBy('deadline', 'asc')
    .orderBy('id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { data: await answered(db, rows, locale), meta: { total, page: query.page, perPage: query.perPage } };
}

/** `GET /api/careers/jobs` and `GET /api/careers/jobs/:id`: the open jobs only, to everyone. */
export function openJobsRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const parsed = LIST_JOBS.query.safeParse(req.query);
    if (!parsed.success) throw badRequest('Please correct the search', fieldErrors(parsed.error));
    res.json(await listOpenJobs(contextOf(req).db, parsed.data));
  });
  router.get('/:id', async (req, res) => {
    const parsed = OPEN_JOB.query.safeParse(req.query);
    if (!parsed.success) throw badRequest('Please correct the address', fieldErrors(parsed.error));
    const job = await findOpenJob(contextOf(req).db, parseId(req.params.id), parseLocale(parsed.data.locale));
    if (!job) throw notFound('This job opening');
    res.json({ data: job });
  });
  return router;
}
