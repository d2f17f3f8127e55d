/** Small HTTP helpers for API tests: JSON in, JSON out, status kept (over http-client.ts, fetch's semantics without fetch). */
import { headerRecord, send } from './http-client';

/**
 * An answer's JSON, untyped on purpose: each test states the literal value it expects (the reason
 * eslint.config.js turns the no-unsafe-* rules off in tests).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place tests name untyped JSON, see above
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
}

/** As fetch's `text()`: UTF-8, a byte-order mark dropped. */
const utf8 = new TextDecoder();

export async function call<T = Json>(url: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Answer<T>> {
  const headers = headerRecord(init.headers);
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await send(url, { ...init, headers, body });
  const text = utf8.decode(res.bytes);
  // Downloads (private files) answer bytes; everything else answers JSON.
  const json = (res.headers['content-type'] ?? '').includes('json');
  return { status: res.status, body: text ? (json ? JSON.parse(text) : text) : undefined };
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await call(`${base}/api/auth/login`, { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** A multipart body from plain values and files. */
export function form(values: Record<string, string | number>, files: Record<string, { data: Buffer; name: string; type: string }> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, String(v));
  for (const [k, f] of Object.entries(files)) fd.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return fd;
}
