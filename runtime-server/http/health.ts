/**
 * `GET /api/health`: for load balancers and uptime checks. Answers 200
 * `{data: {status: 'ok'}}` when the server can reach its database, 503 when
 * it cannot. No sign-in, no body to parse, one trivial query.
 */
import type { RequestHandler } from 'express';
import { contextOf } from './context';

export const health: RequestHandler = async (req, res) => {
  try {
    await contextOf(req).db.raw('SELECT 1');
  } catch {
    res.status(503).json({ error: { message: 'The database does not answer' } });
    return;
  }
  res.json({ data: { status: 'ok' } });
};
