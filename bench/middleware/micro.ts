/**
 * `npx tsx bench/middleware/micro.ts`: the CPU cost of each middleware of the app's chain on one request,
 * called in a loop on Node's own request and response objects (no socket, no load generator), timed in CPU
 * time of the process (not wall time), so that a busy machine changes the figures little: the least of 7 runs
 * of 20,000 calls, in µs per call. The answer
 * is sent as `res.json` does (Express's `res.send`), so compression's wrapper does its real work.
 */
import express, { type RequestHandler } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { compressAnswers } from '../../runtime-server/http/compression';
import { afterWrites } from '../../runtime-server/http/data-changes';
import { keepRawBody } from '../../runtime-server/http/raw-body';
import helmet from 'helmet';
import { SECURITY_HEADER_OPTIONS, securityHeaders } from '../../runtime-server/http/security-headers';

const CALLS = 20_000;
const app = express();

/** A GET of /api/banner/1 with the headers a browser sends, as Express hands it to a middleware. */
function request(headers: Record<string, string>, on: express.Express): { req: IncomingMessage; res: ServerResponse } {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/api/banner/1';
  req.headers = { host: 'localhost', accept: 'application/json', ...headers };
  const res = new ServerResponse(req);
  Object.setPrototypeOf(req, on.request);
  Object.setPrototypeOf(res, on.response);
  Object.assign(req, { res, app: on });
  Object.assign(res, { req, app: on, locals: {} });
  // Nothing is written: the cost measured is the middleware's, not the socket's.
  (res as unknown as { end: () => void }).end = () => undefined;
  return { req, res };
}

/** `on`: the app whose request and response prototypes the objects get (compression lives on one's). */
function cost(name: string, middleware: RequestHandler, headers: Record<string, string>, answer?: string, on = app): void {
  const runs: number[] = [];
  for (let run = 0; run < 8; run++) {
    const pairs = Array.from({ length: CALLS }, () => request(headers, on));
    const started = process.cpuUsage();
    for (const { req, res } of pairs) {
      middleware(req as never, res as never, () => undefined);
      if (answer !== undefined) (res as unknown as express.Response).send(answer);
    }
    const used = process.cpuUsage(started);
    if (run > 0) runs.push((used.user + used.system) / CALLS); // run 0 warms the JIT up
  }
  console.log(`${name.padEnd(44)} ${Math.min(...runs).toFixed(2).padStart(6)} µs`);
}

const none: RequestHandler = (_req, _res, next) => next();
const small = JSON.stringify({ data: { id: 1, title: 'Banner 1', sub_title: 'Subtitle', body: 'x'.repeat(300) } });
const gzip = { 'accept-encoding': 'gzip, deflate, br' };
cost('(nothing: the request objects alone)', none, {});
cost('security headers, helmet per request (before)', helmet(SECURITY_HEADER_OPTIONS), {});
cost('security headers, recorded once (security-headers.ts)', securityHeaders, {});
const json = express.json({ limit: '1mb', verify: keepRawBody });
cost('JSON body parser, GET without a body', json, {});
cost('JSON body parser skipped for GET (app.ts)', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)), {});
cost('page-cache hook (afterWrites), GET', afterWrites(() => undefined), {});
cost('(res.send of a 400 B answer, no middleware)', none, gzip, small);
const compressing = express();
compressAnswers(compressing);
cost('compression + res.send of a 400 B answer', none, gzip, small, compressing);
cost('compression + res.send of a 4 KB answer (gzipped)', none, gzip, small.repeat(10), compressing);
