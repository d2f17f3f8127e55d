/**
 * The benchmark's own check that the ceiling is a ceiling for the same work: before anything is measured,
 * a sample of requests of each endpoint goes to both servers and the answers must be byte-identical
 * (status, headers but those of NOT_COMPARED, and body), and so must the audit entries the sample's writes logged. Only what necessarily
 * differs is normalised, per endpoint (`Endpoint.normalise`): the moments a write happened
 * (`created_at`, `updated_at`), the 8 random hex digits ending an upload's stored name (`photo`: the folder,
 * the hash of the stored bytes and the extension are compared) and a sign-in's token (`token`: signed at
 * another second); in the audit entries the same keys inside `before`/`after` and the entry's own times.
 */
import Database from 'better-sqlite3';
import type { RequestSpec } from 'autocannon';
import type { Endpoint, Normalised } from './endpoints';

export interface Answer {
  status: number;
  body: string;
  /** Lower-case names; compared except the ones in NOT_COMPARED. */
  headers?: Record<string, string>;
}

/**
 * Headers that necessarily differ between two servers, or are about the connection rather than the answer:
 * when it was sent, the connection's own headers, the page cache's diagnostic (`hit`/`miss` says which request
 * rendered), and the sign-in rate limit's counters (each sample comes from another address on ours only).
 */
export const NOT_COMPARED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-page-cache', 'ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']);

/** `body` with the values of `keys` replaced by placeholders, at any depth; the rest, key order included, untouched. */
export function normaliseBody(body: string, keys: readonly Normalised[]): string {
  if (keys.length === 0) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body; // not JSON: compared as it is
  }
  return JSON.stringify(parsed, (key, value: unknown) => {
    if (!(keys as readonly string[]).includes(key) || typeof value !== 'string') return value;
    // An upload's stored name ends in 8 random hex digits; the rest (folder, hash of the stored bytes, extension) must match.
    return key === 'photo' ? value.replace(/-[0-9a-f]{8}(\.[a-z0-9]+)$/, '-<random>$1') : `<${key}>`;
  });
}

/** Where two texts first differ, with some context of each: for a message naming the endpoint. */
export function diffExcerpt(ours: string, ceiling: string, context = 80): string {
  let at = 0;
  while (at < ours.length && at < ceiling.length && ours[at] === ceiling[at]) at++;
  const from = Math.max(0, at - context);
  const cut = (s: string) => `${from > 0 ? '…' : ''}${s.slice(from, at + context)}${s.length > at + context ? '…' : ''}`;
  return `first difference at character ${at}\n    ours:    ${cut(ours)}\n    ceiling: ${cut(ceiling)}`;
}

/** Undefined when both answers are the same after normalising; otherwise what differs, naming the endpoint and request. */
export function compareAnswers(what: string, ours: Answer, ceiling: Answer, keys: readonly Normalised[] = []): string | undefined {
  if (ours.status !== ceiling.status) return `${what}: status ${ours.status} from ours, ${ceiling.status} from the ceiling`;
  const headers = compareHeaders(ours.headers ?? {}, ceiling.headers ?? {}, keys);
  if (headers) return `${what}: ${headers}`;
  const a = normaliseBody(ours.body, keys);
  const b = normaliseBody(ceiling.body, keys);
  return a === b ? undefined : `${what}: the bodies differ (${keys.length ? `normalised ${keys.join(', ')}` : 'byte for byte'}); ${diffExcerpt(a, b)}`;
}

/**
 * Undefined when both carry the same headers with the same values (NOT_COMPARED left out); otherwise the first
 * difference. An `ETag` is the hash of the body: where the body is normalised it necessarily differs too.
 */
export function compareHeaders(ours: Record<string, string>, ceiling: Record<string, string>, keys: readonly Normalised[] = []): string | undefined {
  const skipped = (name: string) => NOT_COMPARED.has(name) || (name === 'etag' && keys.length > 0);
  const names = [...new Set([...Object.keys(ours), ...Object.keys(ceiling)])].filter((n) => !skipped(n)).sort();
  for (const name of names) {
    if (ours[name] !== ceiling[name]) return `header ${name}: ${JSON.stringify(ours[name] ?? null)} from ours, ${JSON.stringify(ceiling[name] ?? null)} from the ceiling`;
  }
  return undefined;
}

async function ask(url: string, request: RequestSpec): Promise<Answer> {
  // No compression asked for, as the load generator asks for none (fetch would ask for it by default).
  const res = await fetch(`${url}${request.path}`, { method: request.method ?? 'GET', headers: { 'accept-encoding': 'identity', ...request.headers }, body: typeof request.body === 'string' ? request.body : request.body && new Uint8Array(request.body) });
  return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
}

/**
 * Hands the page ours renders at `path` to the ceiling (bench/ceiling/server.ts keeps it in memory): the
 * ceiling cannot render our React pages, but a hand-written site would keep its rendered page as ours does.
 */
export async function handOverPage(urls: { ours: string; ceiling: string }, path: string): Promise<void> {
  const res = await fetch(`${urls.ours}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`GET ${path} on our server answered ${res.status}: no page to hand to the ceiling`);
  const handed = await fetch(`${urls.ceiling}/__bench/page`, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: new Uint8Array(await res.arrayBuffer()) });
  if (handed.status !== 204) throw new Error(`the ceiling refused the page of ${path}: ${handed.status}`);
}

/**
 * Sends each endpoint's samples to both servers, one request at a time (ours first, then the ceiling, so
 * that writes land in the same order on both copies of the database), and throws on the first difference.
 * Returns how many requests were compared.
 */
export async function checkSameAnswers(endpoints: Endpoint[], urls: { ours: string; ceiling: string }): Promise<number> {
  let compared = 0;
  for (const endpoint of endpoints) {
    if (endpoint.renderedPage) await handOverPage(urls, endpoint.renderedPage);
    for (const request of endpoint.samples ?? []) {
      const what = `${endpoint.name} (${request.method ?? 'GET'} ${request.path})`;
      const ours = await ask(urls.ours, request);
      const ceiling = await ask(urls.ceiling, request);
      if (ours.status !== endpoint.status) throw new Error(`${what}: ours answered ${ours.status} (expected ${endpoint.status}): ${ours.body.slice(0, 200)}`);
      const difference = compareAnswers(what, ours, ceiling, endpoint.normalise);
      if (difference) throw new Error(`the ceiling does not answer what ours answers: ${difference}`);
      compared++;
    }
  }
  return compared;
}

const AUDIT_COLUMNS = 'operation, entity, record_id, action, user_id, user_email, changed, before, after';

/** The audit entries of two SQLite files, oldest first, as text with the moments and upload names normalised. */
function auditEntries(file: string): string[] {
  const db = new Database(file);
  try {
    const rows = db.prepare(`SELECT ${AUDIT_COLUMNS} FROM audit_entries WHERE entity IN ('banner', 'contact') ORDER BY id`).all() as Record<string, unknown>[];
    return rows.map((r) => normaliseBody(JSON.stringify({ ...r, before: r.before === null ? null : JSON.parse(r.before as string) as unknown, after: r.after === null ? null : JSON.parse(r.after as string) as unknown }), ['created_at', 'updated_at', 'photo']));
  } finally {
    db.close();
  }
}

/** The audit entries the samples' writes logged must be the same in both databases (SQLite files). */
export function checkSameAudit(files: { ours: string; ceiling: string }): number {
  const ours = auditEntries(files.ours);
  const ceiling = auditEntries(files.ceiling);
  if (ours.length !== ceiling.length) throw new Error(`the ceiling does not log what ours logs: ${ours.length} audit entries of banners and contacts in ours, ${ceiling.length} in the ceiling's`);
  ours.forEach((entry, i) => {
    if (entry !== ceiling[i]) throw new Error(`the ceiling does not log what ours logs: audit entry ${i + 1} differs; ${diffExcerpt(entry, ceiling[i]!)}`);
  });
  return ours.length;
}
