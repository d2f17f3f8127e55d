/**
 * Redirects answered before the page cache and the site's router (start.ts mounts this handler first): a GET
 * or HEAD of a path with an active redirect answers its 301 or 302, the visitor's query string kept.
 *
 * Each path is one lookup by the unique index on `from_path`, remembered in memory (found or not, up to
 * `maxPaths` paths) so that a page view costs no query. What is remembered is forgotten:
 * - at once when this process's API accepts a write (`dataChanged`, as the page cache is told), and
 * - within `checkMs` of a write through another process: at most once per `checkMs`, one query reads the
 *   table's stamp (its row count and latest `updated_at`); when it differs, every remembered path goes.
 */
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { redirectMeta } from '../../../generated/schemas/redirect.schema';
import { normalPath, redirectable, withQuery } from './paths';

export interface RedirectOptions {
  /** How often the table's stamp is read. @default 1000 */
  checkMs?: number;
  /** Paths remembered at most; past it, all are forgotten. @default 10_000 */
  maxPaths?: number;
  /** For tests: the clock. @default Date.now */
  now?: () => number;
}

export interface RedirectAnswers {
  handler: RequestHandler;
  /** A write was accepted here: forget every remembered path. */
  dataChanged: () => void;
}

type Found = { to: string; status: string } | null;

export function redirectAnswers(db: Knex, o: RedirectOptions = {}): RedirectAnswers {
  const { table } = redirectMeta;
  const checkMs = o.checkMs ?? 1000;
  const maxPaths = o.maxPaths ?? 10_000;
  const now = o.now ?? Date.now;
  const known = new Map<string, Found>();
  let stamp: string | undefined;
  let checkedAt = -Infinity;

  async function checkStamp(): Promise<void> {
    if (now() - checkedAt < checkMs) return;
    checkedAt = now(); // before the query: requests meanwhile use what is remembered
    const row = (await db(table).count({ n: '*' }).max({ at: 'updated_at' }).first()) as { n: number | string; at: unknown } | undefined;
    const raw = row?.at;
    const at = raw instanceof Date ? raw.toISOString() : typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    const next = `${String(row?.n ?? 0)} ${at}`;
    if (next !== stamp) known.clear();
    stamp = next;
  }

  async function find(path: string): Promise<Found> {
    await checkStamp();
    const kept = known.get(path);
    if (kept !== undefined) return kept;
    const row = await db(table).where({ from_path: path, active: true }).first<{ to: string; status: string } | undefined>('to', 'status');
    if (known.size >= maxPaths) known.clear();
    known.set(path, row ?? null);
    return row ?? null;
  }

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = normalPath(req.path);
    if (!redirectable(path)) return next();
    const found = await find(path);
    if (!found) return next();
    const q = req.originalUrl.indexOf('?');
    res.setHeader('Cache-Control', found.status === '301' ? 'public, max-age=3600' : 'no-cache');
    res.redirect(Number(found.status), withQuery(found.to, q >= 0 ? req.originalUrl.slice(q) : ''));
  };

  return {
    handler,
    dataChanged: () => {
      known.clear();
      checkedAt = -Infinity;
    },
  };
}
