/**
 * The bare ceiling the benchmark compares against: plain Express 5 and
 * better-sqlite3 with prepared statements, serving the banner table with the
 * same JSON shape, the same bearer-token check (jsonwebtoken, one key object,
 * the user and role in one query) and multer for the multipart create. It
 * does only the work every correct answer needs (validation of required
 * fields, the relation exists, the upload's bytes are an image, and, as the
 * product keeps a history of staff changes, each staff write's audit entry in
 * the write's transaction), nothing generic: it is what a hand-written server
 * for this one table could reach.
 *
 * Its answers are ours, headers included (bench/check.ts compares them): the same security headers (recorded
 * from helmet once at start and set as a list, as ours does: runtime-server/http/security-headers.ts), ours' compression
 * of answers from 1 KB (and its `Vary`), `Cache-Control`/`Vary` on reads, and the
 * home page as a page kept in memory with its ETag made once, as ours keeps a rendered page
 * (site/server/render/page-cache.ts). It cannot render our React pages, so the benchmark hands it the page
 * ours rendered from the same data (`PUT /__bench/page`, loopback only) before it compares and measures `/`.
 *
 * Environment: PORT, DB_FILE, JWT_SECRET, UPLOADS_DIR; AUDIT=0 leaves
 * the audit entries out (`npm run bench -- --bare-ceiling`).
 */
import Database from 'better-sqlite3';
import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { compressAnswers } from '../../runtime-server/http/compression';
import { recordedHeaders, SECURITY_HEADER_OPTIONS } from '../../runtime-server/http/security-headers';
import { bannerQueries } from './banners';
import { checkBearer, type Account } from './auth';
import { saveImage } from './image';
import { signIn } from './sign-in';

const env = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const db = new Database(env('DB_FILE'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('cache_size = -16000');
db.pragma('mmap_size = 268435456'); // the same SQLite settings as ours, so the ratio measures code, not configuration
// The planner's statistics of the freshly seeded tables, as ours gathers them when it opens the file
// (runtime-server/db/sqlite-connection.ts): without them a filtered list was planned through the wrong index.
db.pragma('optimize = 0x10002');
const banners = bannerQueries(db, process.env.AUDIT !== '0');
const uploadsDir = env('UPLOADS_DIR');
const secretCheck = checkBearer(db, env('JWT_SECRET'));
const session = signIn(db, env('JWT_SECRET'));
const jsonBody = express.json({ limit: '1mb' }); // not on GET and HEAD, as ours (runtime-server/app.ts)
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024, files: 1 } }).single('photo');

const fail = (res: Response, status: number, message: string) => res.status(status).json({ error: { message } });
const adminOf = (res: Response) => (res.locals.account as Account | undefined)?.admin ? (res.locals.account as Account) : undefined;
const isText = (v: unknown, max = 255): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= max;

const app = express();
app.disable('x-powered-by');
const security = recordedHeaders(SECURITY_HEADER_OPTIONS);
// gzip of text answers from 1 KB for clients that ask for it, with its Vary, as ours (the load generator asks for none).
compressAnswers(app);
app.use((_req, res, next) => {
  for (const [name, value] of security) res.setHeader(name, value);
  next();
});
/** A read's caching headers, as ours sets them for banners (runtime-server/crud/read-caching.ts). */
const readCaching = (req: Request, res: Response) => {
  res.setHeader('Cache-Control', req.headers.authorization === undefined ? 'no-cache' : 'private, no-cache');
  res.setHeader('Vary', 'Authorization');
};
/** The home page ours rendered, handed over by the benchmark: its bytes and ETag, made once. */
let page: { body: Buffer; etag: string } | undefined;
const etagOf = app.get('etag fn') as (body: Buffer) => string;

app.put('/__bench/page', express.raw({ type: '*/*', limit: '10mb' }), (req, res) => {
  const body = req.body as Buffer;
  page = { body, etag: etagOf(body) };
  res.status(204).end();
});

app.get('/', (_req, res) => {
  if (!page) return fail(res, 503, 'No page handed over yet');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', page.etag);
  res.type('html').send(page.body);
});

app.use('/api', (req: Request, res: Response, next: NextFunction) => (req.method === 'GET' || req.method === 'HEAD' ? next() : jsonBody(req, res, next)), (req: Request, res: Response, next: NextFunction) => {
  const check = secretCheck(req.headers.authorization);
  if (check === 'invalid') return fail(res, 401, 'The sign-in token is not valid');
  res.locals.account = check === 'none' ? undefined : check;
  next();
});

app.get('/api/banner', (req, res) => {
  const q = req.query as Record<string, string | undefined>;
  readCaching(req, res);
  res.json(banners.list({ page: Number(q.page ?? 1), perPage: Number(q.perPage ?? 20), sort: q.sort, q: q.q, serviceId: q['filter[service_id]'] }));
});

app.get('/api/banner/:id', (req, res) => {
  const row = banners.get(Number(req.params.id));
  if (!row) return fail(res, 404, 'Not found');
  readCaching(req, res);
  res.json({ data: row });
});

app.post('/api/banner', (req, res, next) => {
  const admin = adminOf(res);
  if (!admin) return fail(res, 403, 'Forbidden');
  // The handler catches its own errors and passes them to `next`, so multer need not wait for it.
  upload(req, res, () => void (async () => {
    try {
      const b = req.body as Record<string, string>;
      const serviceId = Number(b.service_id);
      const { title, sub_title: subTitle } = b;
      if (!isText(title) || !isText(subTitle) || !req.file || !banners.serviceExists(serviceId)) return fail(res, 422, 'Invalid');
      const photo = await saveImage(uploadsDir, 'banner', req.file.buffer);
      if (!photo) return fail(res, 415, 'Not an image');
      res.status(201).json({ data: banners.insert({ title, sub_title: subTitle, service_id: serviceId, photo }, admin) });
    } catch (error) {
      next(error);
    }
  })());
});

app.put('/api/banner/:id', (req, res) => {
  const admin = adminOf(res);
  if (!admin) return fail(res, 403, 'Forbidden');
  const b = req.body as Record<string, unknown>;
  const id = Number(req.params.id);
  if (!isText(b.title) || !isText(b.sub_title) || !banners.serviceExists(Number(b.service_id))) return fail(res, 422, 'Invalid');
  const row = banners.update(id, { title: b.title, sub_title: b.sub_title, service_id: Number(b.service_id) }, admin);
  if (!row) return fail(res, 404, 'Not found');
  res.json({ data: row });
});

app.post('/api/contact', (req, res) => {
  const b = req.body as Record<string, unknown>;
  const email = typeof b.email === 'string' && /^[^@\s]+@[^@\s]+$/.test(b.email);
  if (!isText(b.name, 120) || !email || !isText(b.subject, 200) || !isText(b.message, 5000)) return fail(res, 422, 'Invalid');
  if (b.service_id !== undefined && !banners.serviceExists(Number(b.service_id))) return fail(res, 422, 'Invalid');
  res.status(201).json({ data: banners.insertContact(b, adminOf(res)) });
});

app.post('/api/auth/login', async (req, res) => {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const data = await session(b.email, b.password);
  if (!data) return fail(res, 401, 'Email or password is incorrect');
  res.json({ data });
});

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  console.error(error);
  fail(res, 500, 'Something went wrong');
});

const server = app.listen(Number(env('PORT')), '127.0.0.1', () => console.log('ceiling ready'));
process.on('SIGTERM', () => server.close(() => db.close()));
