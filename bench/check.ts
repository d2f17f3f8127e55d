/**
 * The benchmark's own check that the ceiling is a ceiling for the same work: before anything is measured,
 * a sample of requests of each endpoint goes to both servers and the answers must be byte-identical
 * (status and body), and so must the audit entries the sample's writes logged. Only what necessarily
 * differs is normalised, per endpoint (`Endpoint.normalise`): the moments a write happened
 * (`created_at`, `updated_at`) and the random name an upload is stored under (`photo`, folder and
 * extension kept); in the audit entries the same keys inside `before`/`after` and the entry's own times.
 */
import Database from 'better-sqlite3';
import type { RequestSpec } from 'autocannon';
import type { Endpoint, Normalised } from './endpoints';

export interface Answer {
  status: number;
  body: string;
}

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
    // An upload's stored name is random: keep where it is and what it is (`uploads/banner/<name>.png`).
    return key === 'photo' ? value.replace(/[^/]+(\.[a-z0-9]+)$/i, '<name>$1') : `<${key}>`;
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
  const a = normaliseBody(ours.body, keys);
  const b = normaliseBody(ceiling.body, keys);
  return a === b ? undefined : `${what}: the bodies differ (${keys.length ? `normalised ${keys.join(', ')}` : 'byte for byte'}); ${diffExcerpt(a, b)}`;
}

async function ask(url: string, request: RequestSpec): Promise<Answer> {
  const res = await fetch(`${url}${request.path}`, { method: request.method ?? 'GET', headers: request.headers, body: typeof request.body === 'string' ? request.body : request.body && new Uint8Array(request.body) });
  return { status: res.status, body: await res.text() };
}

/**
 * Sends each endpoint's samples to both servers, one request at a time (ours first, then the ceiling, so
 * that writes land in the same order on both copies of the database), and throws on the first difference.
 * Returns how many requests were compared.
 */
export async function checkSameAnswers(endpoints: Endpoint[], urls: { ours: string; ceiling: string }): Promise<number> {
  let compared = 0;
  for (const endpoint of endpoints) {
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
