/**
 * Sends many HTTP requests so that they reach the server in the same instant:
 * every connection is opened first, then all requests are written in one
 * synchronous loop. fetch() opens connections one by one and the server
 * then handles the requests one after the other, which hides races.
 */
import net from 'node:net';
import type { Json } from './http';

export interface BurstRequest {
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  /** More request headers, e.g. `{ 'Payment-Signature': '...' }`. */
  headers?: Record<string, string>;
}

export interface BurstAnswer {
  status: number;
  body: Json;
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function raw(r: BurstRequest): string {
  const body = r.json === undefined ? '' : JSON.stringify(r.json);
  const headers = [`${r.method} ${r.path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`];
  if (r.token) headers.push(`Authorization: Bearer ${r.token}`);
  if (body) headers.push('Content-Type: application/json');
  for (const [name, value] of Object.entries(r.headers ?? {})) headers.push(`${name}: ${value}`);
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

function answerOf(socket: net.Socket): Promise<BurstAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.once('error', reject);
    socket.once('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
      let body = rest.join('\r\n\r\n');
      // Express answers JSON with Content-Length, except chunked bodies: strip the chunk sizes.
      if (/transfer-encoding: chunked/i.test(head)) body = body.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n/gi, '');
      resolve({ status, body: body.trim() ? JSON.parse(body.trim()) : undefined });
    });
  });
}

export async function burst(baseUrl: string, requests: BurstRequest[]): Promise<BurstAnswer[]> {
  const port = Number(new URL(baseUrl).port);
  const sockets = await Promise.all(requests.map(() => connect(port)));
  const answers = sockets.map(answerOf);
  sockets.forEach((socket, i) => socket.write(raw(requests[i]!)));
  return Promise.all(answers);
}
