/**
 * One attempt to deliver a webhook: a POST of the JSON body to the URL, to the address the SSRF guard
 * checked (address-guard.ts), within `timeoutMs` for the whole exchange. Redirects are not followed (a
 * 3xx is a failure: following one could lead anywhere). Only the first `EXCERPT_BYTES` of the answer are
 * read and kept, for the delivery log.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { AddressRefused, checkedAddresses, parseWebhookUrl, pinnedLookup } from './address-guard';

export const EXCERPT_BYTES = 1024;

export interface Attempt {
  /** The answer's status; none when no answer came (refused address, connection error, timeout). */
  status?: number;
  ok: boolean;
  /** Time until the answer was read (or the attempt failed). */
  latencyMs: number;
  excerpt?: string;
  /** Why it failed, in words: "timed out after 10 s", "answered 500". */
  error?: string;
}

export interface SendOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}

export async function send(o: SendOptions): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let address: LookupAddress;
  try {
    url = parseWebhookUrl(o.url);
    address = (await checkedAddresses(url, o.allowPrivate))[0]!; // a look-up answers at least one address
  } catch (error) {
    return { ok: false, latencyMs: elapsed(), error: error instanceof AddressRefused ? `Refused: ${error.message}` : String(error) };
  }
  return new Promise<Attempt>((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(o.body)), 'User-Agent': 'webhooks/1', ...o.headers },
      lookup: pinnedLookup(address),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let bytes = 0;
      const finish = () => {
        const ok = status >= 200 && status < 300;
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
        resolve({ status, ok, latencyMs: elapsed(), excerpt, ...(ok ? {} : { error: status >= 300 && status < 400 ? `answered ${status}: redirects are not followed` : `answered ${status}` }) });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        bytes += chunk.length;
        if (bytes >= EXCERPT_BYTES) finish(); // the rest is not read
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({ ok: false, latencyMs: elapsed(), error: timedOut ? `timed out after ${o.timeoutMs} ms` : error.message });
    });
    request.end(o.body);
  });
}
