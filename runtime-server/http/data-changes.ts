/**
 * Tells the app's owner that the API accepted a write, so that answers kept
 * elsewhere (the server-rendered public pages) are not sent stale.
 */
import type { RequestHandler, Response } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `changed` as a write's answer starts with a success status: before the
 * client can read the answer, so a page it asks for next is rendered afresh.
 * Refused writes (4xx, 5xx) change nothing and call nothing.
 */
export function afterWrites(changed: () => void): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const writeHead = res.writeHead.bind(res);
    // Node calls writeHead for every answer (res.end without it calls it implicitly).
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (args[0] < 400) changed();
      return writeHead(...args);
    } as Response['writeHead'];
    next();
  };
}
