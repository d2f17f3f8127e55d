/** One API request as the contract test builds, mutates and sends it. */
import { send as sendRequest } from '../../helpers/http-client';
import type { Operation } from './document';

export type Role = 'anonymous' | 'customer' | 'admin';
export const ROLES: Role[] = ['anonymous', 'customer', 'admin'];

export type Part = { name: string; value: string } | { name: string; file: { data: Buffer; type: string; filename: string } };

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; parts: Part[] }
  /** Bytes sent as they are: malformed JSON or multipart, other content types. */
  | { kind: 'raw'; contentType: string; data: string };

export interface ApiRequest {
  role: Role;
  method: string;
  /** The concrete path, e.g. `/api/banner/3`. */
  path: string;
  query: [string, string][];
  body?: Body;
  /** Request headers beyond the token, e.g. a preview link's `X-Preview`. */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  /** The media type without its charset (`application/json; profile=selection` stays whole). */
  contentType: string;
}

/** Sends `req` with the role's token; a body that is not JSON is kept as text. */
export async function send(base: string, tokens: Record<Role, string | undefined>, req: ApiRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...req.headers };
  const token = tokens[req.role];
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (req.body?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body.value);
  } else if (req.body?.kind === 'raw') {
    headers['Content-Type'] = req.body.contentType;
    body = req.body.data;
  } else if (req.body?.kind === 'multipart') {
    body = new FormData();
    for (const part of req.body.parts) {
      if ('file' in part) body.append(part.name, new Blob([new Uint8Array(part.file.data)], { type: part.file.type }), part.file.filename);
      else body.append(part.name, part.value);
    }
  }
  const query = req.query.length ? `?${new URLSearchParams(req.query).toString()}` : '';
  // The tests' client (helpers/http-client.ts) sends a request again on a new connection when the kept-alive
  // one it went out on was closed by the server meanwhile.
  const res = await sendRequest(`${base}${req.path}${query}`, { method: req.method, headers, ...(body !== undefined ? { body } : {}) });
  const text = res.bytes.toString('utf8');
  let parsed: unknown = text === '' ? undefined : text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: kept as text, and the schema check says so.
  }
  const contentType = (res.headers['content-type'] ?? '').replace(/;\s*charset=[^;]*/i, '').trim();
  return { status: res.status, body: parsed, contentType };
}

/** A short, replayable description of a request for failure messages. */
export function describeRequest(req: ApiRequest): string {
  const body = req.body ? ` ${JSON.stringify(req.body.kind === 'multipart' ? req.body.parts.map((p) => ('file' in p ? `${p.name}=<${p.file.type} ${p.file.data.length} B>` : `${p.name}=${p.value}`)) : req.body.kind === 'raw' ? `${req.body.contentType}: ${req.body.data}` : req.body.value).slice(0, 600)}` : '';
  const query = req.query.length ? `?${new URLSearchParams(req.query).toString()}` : '';
  const headers = req.headers ? ` ${JSON.stringify(req.headers)}` : '';
  return `${req.role} ${req.method} ${req.path}${query}${headers}${body}`;
}

export const isWrite = (o: Operation) => o.method !== 'get';
