/**
 * The tests' HTTP client: `node:http` over kept-alive connections, with fetch's request semantics where the
 * tests meet them (its default headers, its `Content-Type` for a string, URLSearchParams, Blob or FormData
 * body, redirects followed unless `redirect: 'manual'`), but none of its machinery. In CPU profiles of the
 * HTTP suites `fetch` (undici, its web streams and gzip) was 12-22% of the worker's time: a test and its
 * in-process server share that worker. Requests it cannot send as fetch would (an https address, a stream
 * body, an abort signal) go to `fetch` itself.
 */
import http from 'node:http';

/** An answer as read: status, headers (lower-case names) and the whole body. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  /** Where it came from after redirects were followed. */
  url: string;
}

export type SendInit = Pick<RequestInit, 'method' | 'headers' | 'body' | 'redirect' | 'signal'>;

/**
 * One pool of connections for the worker, kept alive between requests as fetch keeps them. Its idle sockets
 * do not hold the worker open (Node unrefs an agent's free sockets).
 */
const agent = new http.Agent({ keepAlive: true });

/** The headers fetch (undici) adds to every request; the server sees the same request either way, gzip aside. */
const FETCH_DEFAULTS: Record<string, string> = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node' };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Methods fetch sends `Content-Length: 0` for when they carry no body. */
const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Sends a request as `fetch(url, init)` would and reads the whole answer. No `Accept-Encoding`: the server
 * answers uncompressed (the bytes fetch would have unzipped), so neither side spends time on gzip.
 */
export async function send(url: string, init: SendInit = {}): Promise<RawAnswer> {
  if (!url.startsWith('http:') || init.signal || !isPlainBody(init.body)) return viaFetch(url, init);
  const headers = headerRecord(init.headers);
  let method = (init.method ?? 'GET').toUpperCase();
  let payload = await encodeBody(init.body, headers);
  let target = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const answer = await exchange(target, method, headers, payload);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || init.redirect === 'manual' || location === undefined) return answer;
    if (init.redirect === 'error' || redirects === 20) throw new TypeError('fetch failed', { cause: new Error(`redirect to ${location}`) });
    const next = new URL(location, target);
    // As fetch: a 303, or a 301/302 answering a POST, is followed with a GET and no body.
    if (answer.status === 303 ? method !== 'HEAD' : (answer.status === 301 || answer.status === 302) && method === 'POST') {
      method = 'GET';
      payload = undefined;
      for (const name of Object.keys(headers)) if (/^content-/.test(name)) delete headers[name];
    }
    if (next.origin !== target.origin) delete headers.authorization;
    if (next.protocol !== 'http:') return viaFetch(next.href, { ...init, method, headers, body: payload === undefined ? undefined : new Uint8Array(payload) });
    target = next;
  }
}

/** One request and its answer on a pooled connection; a kept-alive connection the server had just closed is retried once on a new one. */
function exchange(target: URL, method: string, headers: Record<string, string>, payload: Buffer | undefined, retried = false): Promise<RawAnswer> {
  const outgoing: Record<string, string> = { ...FETCH_DEFAULTS, ...headers };
  if (payload !== undefined) outgoing['content-length'] = String(payload.length);
  else if (PAYLOAD_METHODS.has(method)) outgoing['content-length'] = '0';
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method, headers: outgoing, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), url: target.href }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Node's advice for kept-alive connections: the server may close an idle one as this request goes out on it.
      if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(exchange(target, method, headers, payload, true));
      else reject(new TypeError('fetch failed', { cause: error }));
    });
    req.end(payload);
  });
}

/** Bodies this client encodes itself (as fetch would); anything else (a stream) goes to fetch. */
function isPlainBody(body: RequestInit['body']): boolean {
  return body == null || typeof body === 'string' || body instanceof Uint8Array || body instanceof ArrayBuffer || body instanceof URLSearchParams || body instanceof Blob || body instanceof FormData;
}

/** Request headers as one record, names in lower case (as `Headers` keeps them). */
export function headerRecord(init: RequestInit['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!init) return headers;
  const entries = init instanceof Headers ? init.entries() : Array.isArray(init) ? init : Object.entries(init);
  for (const [name, value] of entries) headers[name.toLowerCase()] = String(value);
  return headers;
}

/** The body's bytes, and the `Content-Type` fetch gives it when the caller set none. */
async function encodeBody(body: RequestInit['body'], headers: Record<string, string>): Promise<Buffer | undefined> {
  const type = (value: string) => (headers['content-type'] ??= value);
  if (body == null) return undefined;
  if (typeof body === 'string') {
    type('text/plain;charset=UTF-8');
    return Buffer.from(body);
  }
  if (body instanceof URLSearchParams) {
    type('application/x-www-form-urlencoded;charset=UTF-8');
    return Buffer.from(body.toString());
  }
  if (body instanceof Blob) {
    if (body.type) type(body.type);
    return Buffer.from(await body.arrayBuffer());
  }
  if (body instanceof FormData) return multipart(body, type);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from((body as Uint8Array).buffer, (body as Uint8Array).byteOffset, (body as Uint8Array).byteLength);
}

/** A multipart body as undici writes one: names escaped, text values' line breaks as CRLF, a file's type or octet-stream. */
async function multipart(form: FormData, type: (value: string) => string): Promise<Buffer> {
  const boundary = `----formdata-test-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  type(`multipart/form-data; boundary=${boundary}`);
  const escape = (name: string) => name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
  const parts: Buffer[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"\r\n\r\n${value.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n')}\r\n`));
    } else {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"; filename="${escape(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`));
      parts.push(Buffer.from(await value.arrayBuffer()), Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

async function viaFetch(url: string, init: SendInit): Promise<RawAnswer> {
  const res = await fetch(url, init);
  const headers: http.IncomingHttpHeaders = {};
  for (const [name, value] of res.headers) headers[name] = value;
  const setCookie = res.headers.getSetCookie();
  if (setCookie.length) headers['set-cookie'] = setCookie;
  return { status: res.status, headers, bytes: Buffer.from(await res.arrayBuffer()), url: res.url };
}
