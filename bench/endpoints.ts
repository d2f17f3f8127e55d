/**
 * What is measured: each endpoint as one request shape, the same for our
 * server and the ceiling, with the status every answer must have.
 */
import type { RequestSpec } from 'autocannon';
import type { Seeded } from './seed';

export interface Endpoint {
  name: string;
  /** The request; `setupRequest` varies ids so that writes do not all hit one row. */
  request: RequestSpec;
  status: number;
}

export interface EndpointContext {
  token: string;
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

export function endpoints({ token, seeded, image }: EndpointContext): Endpoint[] {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const { first, last } = seeded.bannerIds;
  const pages = Math.floor((last - first + 1) / 25);
  const serviceId = seeded.serviceIds[3]!;
  let counter = 0;
  // Spread over the table (a prime step), so reads and updates touch different pages of it.
  const nextId = () => first + ((counter += 7919) % (last - first + 1));
  const get = (name: string, path: string, headers: Record<string, string> = auth): Endpoint => ({ name, request: { method: 'GET', path, headers }, status: 200 });
  return [
    get('list-page-1', '/api/banner?page=1&perPage=25'),
    get('list-deep-page', `/api/banner?page=${pages}&perPage=25`),
    get('list-filter-sort', `/api/banner?filter%5Bservice_id%5D=${serviceId}&sort=id&perPage=25`),
    get('list-search-q', '/api/banner?q=banner%204242&perPage=25'),
    { name: 'get-by-id', request: { method: 'GET', headers: auth, setupRequest: (r) => ({ ...r, path: `/api/banner/${nextId()}` }) }, status: 200 },
    {
      name: 'create-json',
      request: {
        method: 'POST',
        path: '/api/contact',
        headers: json,
        body: JSON.stringify({ name: 'Bench Client', email: 'bench@example.com', subject: 'A question', message: 'Could you call me back about the cloud migration?', service_id: serviceId }),
      },
      status: 201,
    },
    {
      name: 'create-multipart',
      request: {
        method: 'POST',
        path: '/api/banner',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart({ title: 'Bench banner', sub_title: 'Uploaded by the benchmark', service_id: String(serviceId) }, { field: 'photo', name: 'bench.png', type: 'image/png', data: image }),
      },
      status: 201,
    },
    {
      name: 'update',
      request: {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ title: 'Updated by the benchmark', sub_title: 'Still a banner', service_id: serviceId }),
        setupRequest: (r) => ({ ...r, path: `/api/banner/${nextId()}` }),
      },
      status: 200,
    },
    get('home-html', '/', {}),
  ];
}
