import type { Request } from 'express';

/**
 * This server's own address as seen by the request's socket, e.g.
 * `http://127.0.0.1:3000`: page loaders read the API there during server
 * rendering (same process, no proxy, no TLS in between).
 */
export function loopbackOrigin(req: Request): string {
  // The socket's own end, never the Host header: a request cannot send this server's reads elsewhere.
  const port = req.socket.localPort;
  let host = req.socket.localAddress ?? '127.0.0.1';
  if (host.startsWith('::ffff:')) host = host.slice(7);
  if (host === '::' || host === '0.0.0.0') host = '127.0.0.1';
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
