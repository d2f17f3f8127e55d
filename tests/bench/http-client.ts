/**
 * The client of tests/bench/http-cost.ts, in a process of its own: on a message `{port, headers, requests, count}`
 * it sends `count` requests (the given ones in turn) over 8 keep-alive connections, each waiting for its answer
 * before the next, and answers `{statuses}` (how many answers of each status).
 */
import { connect, type Socket } from 'node:net';

interface Job {
  port: number;
  headers: Record<string, string>;
  requests: { method: string; path: string; body: string }[];
  count: number;
}

const CONNECTIONS = 8;
const sockets = new Map<number, Socket[]>();

function bytes(job: Job, r: Job['requests'][number]): Buffer {
  const headers = Object.entries({ ...job.headers, host: `127.0.0.1:${job.port}`, 'content-length': String(Buffer.byteLength(r.body)) });
  return Buffer.from(`${r.method} ${r.path} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${r.body}`);
}

/** Sends `next()` on `socket` until it answers undefined; counts the statuses. */
function drive(socket: Socket, next: () => Buffer | undefined, statuses: Record<string, number>): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer: Buffer = Buffer.alloc(0);
    const send = () => {
      const request = next();
      if (!request) {
        socket.off('data', onData);
        socket.off('error', reject);
        resolve();
      } else socket.write(request);
    };
    const onData = (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const status = head.slice(9, 12);
      statuses[status] = (statuses[status] ?? 0) + 1;
      buffer = buffer.subarray(end + 4 + length);
      send();
    };
    socket.on('data', onData);
    socket.on('error', reject);
    send();
  });
}

async function socketsTo(port: number): Promise<Socket[]> {
  let open = sockets.get(port);
  if (!open) {
    open = await Promise.all(Array.from({ length: CONNECTIONS }, () => new Promise<Socket>((resolve) => { const s = connect(port, '127.0.0.1', () => resolve(s)); s.setNoDelay(true); })));
    sockets.set(port, open);
  }
  return open;
}

process.on('message', (message) => {
  void (async () => {
    const job = message as Job;
    const encoded = job.requests.map((r) => bytes(job, r));
    const statuses: Record<string, number> = {};
    let sent = 0;
    const next = () => (sent < job.count ? encoded[sent++ % encoded.length] : undefined);
    await Promise.all((await socketsTo(job.port)).map((s) => drive(s, next, statuses)));
    process.send!({ statuses });
  })();
});
