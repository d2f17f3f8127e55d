/**
 * Issue 24 item 3, over HTTP: every documented hand-written route with a body validates with the
 * zod schema it is documented from. Bodies are made from the served document's schema (fast-check,
 * half of them broken in one property) and judged by the route's own declaration
 * (runtime-shared/api-route.ts); then sent to a real server:
 * - a body the schema refuses is answered 400, naming exactly the fields zod names;
 * - a body the schema accepts is not refused for its shape: a 400 may only be one of the route's
 *   own later checks (a wrong password or code, a link that is not valid, a question not on the paper).
 *
 * Stripe's webhook is left out: Stripe's SDK reads its raw body (after the signature), and the
 * route is not there with the test provider. Seeded: `FUZZ_SEED=<n>` replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../../runtime-server/http/zod-errors';
import type { ApiRoute } from '../../runtime-shared/api-route';
import { API_KEY_ROUTES, AUTH_ROUTES } from '../../runtime-shared/auth-routes';
import { WEBHOOK_ROUTES } from '../../runtime-shared/webhook-routes';
import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type OpenApiOperation } from '../../runtime-shared/openapi';
import { CAREERS_ROUTES } from '../../site/careers/server/openapi';
import { siteDocument } from '../../site/server/openapi';
import { SHOP_ROUTES } from '../../site/shop/server/openapi';
import { registerCustomer } from '../helpers/accounts';
import { applicantSession, createExam, createJob, pdfResume, quickApply } from '../helpers/careers';
import { call, form, login, type Answer } from '../helpers/http';
import { readOpenApi } from '../helpers/openapi';
import { bodyFrom } from '../helpers/schema-arbitrary';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
console.log(`route bodies: seed ${SEED}. Replay: FUZZ_SEED=${SEED} npx vitest run tests/contract/route-bodies.test.ts`);

const DECLARED: readonly ApiRoute[] = [...AUTH_ROUTES, ...API_KEY_ROUTES, ...SHOP_ROUTES, ...CAREERS_ROUTES, ...WEBHOOK_ROUTES];
const generated = readOpenApi();
const LEFT_OUT = ['/api/payment/stripe/webhook'];

/**
 * The routes' own checks after the schema's, which a well-formed body may still fail with a 400:
 * the messages as the handlers write them.
 */
const LATER_CHECKS = [
  'This is not your current password',
  'This code is not right, or it was used already',
  'This link is not valid. Ask for a new one.',
  'This confirmation link is not valid or has expired; ask for a new one below',
  'This question is not part of your exam',
  'Choose from the options shown',
  'Give one answer',
  'Only free-text answers are marked by a reviewer',
  // PostgreSQL cannot hold a NUL character in text: a value reaching a query with one is refused there
  // (runtime-server/http/database-errors.ts), on every route alike; SQLite stores it.
  'The request contains a character that is not allowed (NUL)',
];
/** Signed in, confirming two-factor asks for the current password, which the schema leaves optional (a setup challenge stands for it). */
const laterCheck = (path: string, field: string, message: string) =>
  LATER_CHECKS.includes(message) || (path === '/api/auth/two-factor/confirm' && field === 'current_password' && message === 'This field is required') ||
  // A new API key's role must exist, and its expiry lie ahead (runtime-server/auth/api-keys.ts).
  (path === '/api/api-keys' && ((field === 'role_id' && message.startsWith('No role with id')) || (field === 'expires_at' && message === 'Choose a time in the future'))) ||
  // A webhook's address is checked by resolving it (refused here: not a URL, or not public), its events against the entities.
  (path.startsWith('/api/webhook') && ((field === 'url' && /address|host|http|user name/.test(message)) || (field === 'events' && message.startsWith('Not an event you may subscribe to'))));

let server: TestServer;
// The document the server serves (tests/api/openapi.test.ts holds the two equal): read before the server starts, to name the cases.
const doc: OpenApiDocument = siteDocument(generated);
const tokens: { admin?: string; customer?: string; applicant?: string } = {};
let jobId = 0;

beforeAll(async () => {
  server = await startTestServer({
    limits: { signInPerAccount: 100_000, signInPerAddress: 100_000, anonymousWritesPerAddress: 100_000, mailRequestsPerCaller: 100_000, mailsPerRecipient: 100_000, windowMs: 60_000, mailWindowMs: 60_000 },
  });
  tokens.admin = await login(server.url, ADMIN.email, ADMIN.password);
  tokens.customer = (await registerCustomer(server.url, 'bodies@test.local')).token;
  const exam = await createExam(server.url, tokens.admin);
  jobId = await createJob(server.url, tokens.admin, { title: 'Bodies job', exam_id: exam.examId });
  expect((await quickApply(server.url, jobId, 'applicant@test.local')).status).toBe(201);
  tokens.applicant = await applicantSession(server.url, server.outboxDir, 'applicant@test.local');
  expect((await call(`${server.url}/api/careers/exam/start`, { method: 'POST', headers: { 'X-Applicant-Session': tokens.applicant } })).status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

// A hand-written operation may share a path with generated ones (`POST /api/webhook` beside the list).
const isCustom = (path: string, method: HttpMethod) => path.startsWith('/api/auth/') || path.startsWith('/api/api-keys') || !generated.paths[path]?.[method];

/** What a multipart form makes of a value: text (objects as JSON); null and undefined leave the field out. */
const asFormText = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, typeof v === 'string' ? v : JSON.stringify(v)]])));

async function send(path: string, op: OpenApiOperation, body: Record<string, unknown>, multipart: boolean): Promise<Answer> {
  const headers: Record<string, string> = { 'Idempotency-Key': `key-${Math.random().toString(36).slice(2, 14)}`, 'Payment-Signature': 'sha256=00' };
  if (op['x-access'] === 'applicant') headers['X-Applicant-Session'] = tokens.applicant!;
  const token = op['x-access'] === 'admin' ? tokens.admin : op['x-access'] === 'applicant' ? undefined : tokens.customer;
  const url = `${server.url}${path.replace('{id}', path.startsWith('/api/careers/jobs/') ? String(jobId) : '1')}`;
  const init = { method: 'POST', headers, ...(token ? { token } : {}) };
  if (op.operationId === 'markAnswerSheet') init.method = 'PUT';
  if (op.operationId === 'updateWebhook') init.method = 'PATCH';
  return multipart ? call(url, { ...init, body: form(asFormText(body), { resume: pdfResume() }) }) : call(url, { ...init, json: body });
}

describe('a documented body is validated with the schema it is documented from', () => {
  const withBodies = Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      return op?.requestBody && isCustom(path, method) && !LEFT_OUT.includes(path) ? [{ path, method, op }] : [];
    }),
  );

  it('covers every documented hand-written route with a body but the Stripe webhook', () => {
    expect(withBodies.length).toBe(26);
  });

  it.each(withBodies.map((o, index) => [`${o.method.toUpperCase()} ${o.path}`, o, index] as const))('%s', async (_name, { path, method, op }, index) => {
    const route = DECLARED.find((r) => r.path === path && r.method === method)!;
    const multipart = Boolean(op.requestBody!.content['multipart/form-data']);
    const schema = (op.requestBody!.content['application/json'] ?? op.requestBody!.content['multipart/form-data'])!.schema;
    await fc.assert(
      fc.asyncProperty(bodyFrom(doc, schema), async (generatedBody) => {
        const body = multipart ? asFormText(generatedBody) : generatedBody;
        const verdict = route.body!.safeParse(body);
        const answer = await send(path, op, body, multipart);
        const error = (answer.body as { error?: { message: string; fields?: Record<string, string> } } | undefined)?.error;
        if (!verdict.success) {
          expect({ status: answer.status, fields: error?.fields }, JSON.stringify(body)).toEqual({ status: 400, fields: fieldErrors(verdict.error) });
        } else if (answer.status === 400) {
          const refusals = error?.fields ? Object.entries(error.fields) : [['', error?.message ?? '']];
          for (const [field, message] of refusals) expect(laterCheck(path, field!, message!), `${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).toBe(true);
        }
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});

