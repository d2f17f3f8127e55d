/**
 * What is measured: each endpoint as one request shape, the same for our
 * server and the ceiling, with the status every answer must have.
 */
import type { RequestSpec } from 'autocannon';
import { inTrash, TRASH_EVERY, type Seeded } from './seed';

/** Keys of an answer whose values necessarily differ between two servers (check.ts blanks them before comparing). */
export type Normalised = 'created_at' | 'updated_at' | 'photo' | 'token';

export interface Endpoint {
  name: string;
  /** The request; `setupRequest` varies ids so that writes do not all hit one row. */
  request: RequestSpec;
  status: number;
  /** Requests sent to both servers before the measurement, whose answers must be the same (check.ts). */
  samples?: RequestSpec[];
  /** The keys of the answer whose values necessarily differ between two servers (a write's moments, an upload's name). */
  normalise?: Normalised[];
  /**
   * Sent before and after each measurement instead of a plain read: its answer comes once the work the last
   * load left queued is done (sign-ins cut off by the load generator's stop still wait for their hash).
   */
  settleWith?: RequestSpec;
  /**
   * A server-rendered page: the ceiling cannot render our React pages, so before its samples and before each
   * measurement the page ours renders at this path is handed to the ceiling, which keeps it in memory as ours
   * keeps a rendered page (check.ts `handOverPage`).
   */
  renderedPage?: string;
  /** Connections of the measured load, when not `--connections`. */
  connections?: number;
  /**
   * Load run beside the measured one, not measured itself (its answers' statuses are checked): the reads'
   * latency while passwords are being checked.
   */
  background?: { request: RequestSpec; connections: number; status: number };
}

export interface EndpointContext {
  token: string;
  /** The admin's email and password, for the sign-in endpoints. */
  admin: { email: string; password: string };
  seeded: Seeded;
  /** An 8 KB PNG for the multipart create. */
  image: Buffer;
}

const BOUNDARY = '----bench-boundary-7MA4YWxkTrZu0gW';

/** A multipart body built once: fields, then one file. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; data: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export function endpoints({ token, admin, seeded, image }: EndpointContext): Endpoint[] {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const { first, last } = seeded.bannerIds;
  const rows = last - first + 1;
  const pages = Math.floor((rows - Math.floor(rows / TRASH_EVERY)) / 25); // the last full page of the live rows
  const serviceId = seeded.serviceIds[3]!;
  let counter = 0;
  /** `id`, or the next one when it is in the trash (and would answer 404). */
  const live = (id: number) => (inTrash(id, first) ? id + 1 : id);
  // Spread over the table (a prime step), so reads and updates touch different pages of it.
  const nextId = () => live(first + ((counter += 7919) % (last - first)));
  const reads = (paths: string[], headers: Record<string, string> = auth) => paths.map((path) => ({ method: 'GET', path, headers }));
  /** A GET endpoint, measured on its first sample path, checked on all of them. */
  const get = (name: string, paths: string[], headers: Record<string, string> = auth): Endpoint => ({ name, request: { method: 'GET', path: paths[0], headers }, status: 200, samples: reads(paths, headers) });
  const createJson: RequestSpec = {
    method: 'POST',
    path: '/api/contact',
    headers: json,
    body: JSON.stringify({ name: 'Bench Client', email: 'bench@example.com', subject: 'A question', message: 'Could you call me back about the cloud migration?', service_id: serviceId }),
  };
  const createMultipart: RequestSpec = {
    method: 'POST',
    path: '/api/banner',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({ title: 'Bench banner', sub_title: 'Uploaded by the benchmark', service_id: String(serviceId) }, { field: 'photo', name: 'bench.png', type: 'image/png', data: image }),
  };
  const update: RequestSpec = { method: 'PUT', headers: json, body: JSON.stringify({ title: 'Updated by the benchmark', sub_title: 'Still a banner', service_id: serviceId }) };
  // Each sign-in from an address of its own (our server trusts X-Forwarded-For from loopback), as from many visitors:
  // from one address, the sign-ins a load generator cuts off when it stops count as failures, and after 30 the address is refused.
  let visitor = 0;
  const fromVisitor = (r: RequestSpec): RequestSpec => ((visitor = (visitor + 1) % 65_000), { ...r, headers: { ...r.headers, 'x-forwarded-for': `10.9.${visitor >> 8}.${visitor & 255}` } });
  const signIn: RequestSpec = { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin), setupRequest: fromVisitor };
  const getById: RequestSpec = { method: 'GET', headers: auth, setupRequest: (r) => ({ ...r, path: `/api/banner/${nextId()}` }) };
  const home: RequestSpec = { method: 'GET', path: '/', headers: {} };
  const filter = (id: number) => `filter%5Bservice_id%5D=${id}`;
  return [
    get('list-page-1', ['/api/banner?page=1&perPage=25', '/api/banner', '/api/banner?page=1&perPage=100']),
    get('list-deep-page', [`/api/banner?page=${pages}&perPage=25`, `/api/banner?page=${Math.max(2, Math.floor(pages / 2))}&perPage=25`, '/api/banner?page=2&perPage=25', `/api/banner?page=${pages + 2}&perPage=25`]),
    get('list-filter-sort', [`/api/banner?${filter(serviceId)}&sort=id&perPage=25`, `/api/banner?${filter(seeded.serviceIds[0]!)}&sort=-title&perPage=25`, `/api/banner?${filter(seeded.serviceIds.at(-1)!)}&perPage=25`, `/api/banner?${filter(serviceId)}&sort=service_id&page=2&perPage=5`]),
    get('list-search-q', ['/api/banner?q=banner%204242&perPage=25', '/api/banner?q=banner%2042&perPage=25', '/api/banner?q=rich&page=2&perPage=25', '/api/banner?q=no%20such%20words&perPage=25']),
    {
      name: 'get-by-id',
      request: getById,
      status: 200,
      samples: reads([first, last - 1, first + Math.floor((last - first) / 2)].map((id) => `/api/banner/${live(id)}`)),
    },
    { name: 'create-json', request: createJson, status: 201, samples: [createJson, createJson], normalise: ['created_at', 'updated_at'] },
    { name: 'create-multipart', request: createMultipart, status: 201, samples: [createMultipart, createMultipart], normalise: ['created_at', 'updated_at', 'photo'] },
    {
      name: 'update',
      request: { ...update, setupRequest: (r) => ({ ...r, path: `/api/banner/${nextId()}` }) },
      status: 200,
      // The same row twice: the second saves no change, which logs no audit entry.
      samples: [first + 1, first + 2, first + 1].map((id) => ({ ...update, path: `/api/banner/${id}` })),
      normalise: ['updated_at'],
    },
    // bcrypt at cost 10 (~90 ms of CPU a check): a few dozen answers a second at most, on both servers. 8 connections
    // keep the hashing threads busy; 50 would only make each sign-in wait ~4 s in the queue.
    { name: 'sign-in', request: signIn, status: 200, connections: 8, settleWith: signIn, samples: [signIn, signIn], normalise: ['token'] },
    // Reads by id while 8 connections sign in without pause: what sign-ins cost everyone else (compare the p99 with get-by-id's).
    { name: 'get-during-sign-ins', request: getById, status: 200, background: { request: signIn, connections: 8, status: 200 }, settleWith: signIn },
    // Ours renders the home page once and keeps it; the ceiling keeps the page ours rendered from the same data.
    { name: 'home-html', request: home, status: 200, samples: [home, home], renderedPage: '/' },
  ];
}
