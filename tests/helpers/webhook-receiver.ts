/**
 * A real HTTP server on loopback that receives webhooks for tests: it keeps every request (path,
 * headers, body) and answers as planned per path (a status, a delay), otherwise 200 "received".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The parsed body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests state the literal values they expect
  json: any;
}

export interface Reply {
  status?: number;
  /** Wait this long before answering (longer than the worker's timeout: a timed-out attempt). */
  delayMs?: number;
  body?: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The next answers to requests for `path`, in order; after them, 200. */
  plan(path: string, replies: Reply[]): void;
  /** Every request to `path` answers `reply` (a receiver that is down). */
  always(path: string, reply: Reply): void;
  /** Requests for `path`. */
  at(path: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const plans = new Map<string, Reply[]>();
  const fixed = new Map<string, Reply>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ path, headers: req.headers, body, json: body ? JSON.parse(body) : undefined });
      const reply = fixed.get(path) ?? plans.get(path)?.shift() ?? {};
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'text/plain' });
        res.end(reply.body ?? 'received');
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    plan: (path, replies) => plans.set(path, [...replies]),
    always: (path, reply) => fixed.set(path, reply),
    at: (path) => received.filter((r) => r.path === path),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
