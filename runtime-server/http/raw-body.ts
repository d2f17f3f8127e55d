/**
 * The exact bytes of a JSON request body, kept beside the parsed one: a
 * webhook signature (an HMAC over the bytes the sender sent) cannot be
 * checked against `JSON.stringify(req.body)`, whose spacing and key order may
 * differ. The JSON parser calls `keepRawBody` with the buffer it has read
 * anyway, so this costs a reference, not a copy.
 */
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

const RAW = Symbol('rawBody');

type WithRaw = IncomingMessage & { [RAW]?: Buffer };

/** The `verify` option of express.json(). */
export function keepRawBody(req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  (req as WithRaw)[RAW] = buffer;
}

/** The body as received, or undefined when the JSON parser did not read it (another content type, no body). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as unknown as WithRaw)[RAW];
}
