/**
 * The SSRF guard of webhooks: a webhook's URL must lead to a public address. Its host is resolved and
 * every address it resolves to is checked (one private address among public ones is enough to refuse:
 * the connection could use it). Checked when a webhook is saved and again at each delivery, since DNS
 * answers change; a delivery connects to the very address that was checked (`pinnedLookup`), so a
 * second, different DNS answer between the check and the connection cannot slip through.
 *
 * Loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10, the cloud
 * metadata address among them), unique-local (fc00::/7), carrier-grade NAT, multicast, broadcast,
 * unspecified and reserved ranges are refused: only ipaddr.js's `unicast` passes. `allowPrivate`
 * (the setting WEBHOOK_ALLOW_PRIVATE=1) lets them through, for a receiver on the same network or tests.
 */
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Why an address was refused, for people: "127.0.0.1 is a loopback address". */
export class AddressRefused extends Error {}

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
};

/** Undefined when `address` is public, else what it is. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) counts as its IPv4 address. */
export function nonPublicRange(address: string): string | undefined {
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? undefined : (RANGE_NAMES[range] ?? `a reserved address (${range})`);
}

/** The http(s) URL, or an AddressRefused saying what is wrong with it. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('Enter a full address starting with https:// or http://');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AddressRefused('Only http:// and https:// addresses can receive webhooks');
  if (url.username || url.password) throw new AddressRefused('Put no user name or password in the address: the signature proves who sends');
  return url;
}

/**
 * The addresses the URL's host leads to, each checked; throws AddressRefused when one is not public
 * (unless `allowPrivate`) or the host does not resolve.
 */
export async function checkedAddresses(url: URL, allowPrivate: boolean): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, ''); // [::1] → ::1
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new AddressRefused(`The host ${host} was not found`);
    }
  }
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const range = nonPublicRange(address);
      if (range) throw new AddressRefused(`${host === address ? address : `${host} leads to ${address}, which`} is ${range}: webhooks are sent to public addresses only`);
    }
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that answers only the address already checked (no second DNS question). */
export function pinnedLookup(pinned: LookupAddress) {
  return (_host: string, options: { all?: boolean }, callback: LookupCallback): void => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}
