/**
 * The security headers helmet sets, recorded once from a response that records them: the ceiling sets the
 * same names and values on every answer without running helmet per request.
 */
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export function recordedHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let done = false;
  helmet(options)({} as IncomingMessage, res, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  return [...headers];
}
