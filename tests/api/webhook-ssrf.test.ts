/**
 * The SSRF rule of webhooks (runtime-server/webhooks/address-guard.ts), with WEBHOOK_ALLOW_PRIVATE off:
 * a webhook may not point at loopback, private, link-local or unique-local addresses, by IP or by a name
 * that resolves to one; refused when saved (400 naming the URL) and again at each delivery (a name whose
 * DNS answer changed after the save: here, a row written straight to the table). Redirects are not followed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddresses, nonPublicRange } from '../../runtime-server/webhooks/address-guard';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';

let server: TestServer;
let receiver: Receiver;
let admin: string;

beforeAll(async () => {
  [server, receiver] = await Promise.all([startTestServer(), startReceiver()]);
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const add = (url: string) => call(`${server.url}/api/webhook`, { method: 'POST', token: admin, json: { name: 'Internal', url, events: ['contact.created'] } });

describe('saving a webhook without WEBHOOK_ALLOW_PRIVATE', () => {
  it.each([
    ['http://127.0.0.1:8080/hook', '127.0.0.1 is a loopback address: webhooks are sent to public addresses only'],
    ['http://10.1.2.3/hook', '10.1.2.3 is a private address: webhooks are sent to public addresses only'],
    ['http://192.168.0.10/hook', '192.168.0.10 is a private address: webhooks are sent to public addresses only'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address: webhooks are sent to public addresses only'],
    ['http://[::1]:8080/hook', '::1 is a loopback address: webhooks are sent to public addresses only'],
    ['http://[fd00::1]/hook', 'fd00::1 is a unique-local address: webhooks are sent to public addresses only'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1 is a loopback address: webhooks are sent to public addresses only'],
    ['http://0.0.0.0/hook', '0.0.0.0 is an unspecified address: webhooks are sent to public addresses only'],
    ['ftp://example.com/hook', 'Only http:// and https:// addresses can receive webhooks'],
    ['https://user:pw@example.com/hook', 'Put no user name or password in the address: the signature proves who sends'],
    ['not a url', 'Enter a full address starting with https:// or http://'],
  ])('refuses %s', async (url, message) => {
    const res = await add(url);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ url: message });
  });

  it('refuses a name that resolves to loopback', async () => {
    const res = await add('http://localhost:8080/hook');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.url).toMatch(/^localhost leads to (127\.0\.0\.1|::1), which is a loopback address: webhooks are sent to public addresses only$/);
  });

  it('refuses a change of address too', async () => {
    await server.db('webhooks').insert({ name: 'Saved before', url: 'https://example.com/hook', events: '["contact.created"]', active: true, failures: 0, secret: 'whsec_test' });
    const { id }: { id: number } = await server.db('webhooks').where({ name: 'Saved before' }).first('id');
    const res = await call(`${server.url}/api/webhook/${id}`, { method: 'PATCH', token: admin, json: { url: 'http://127.0.0.2/hook' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ url: '127.0.0.2 is a loopback address: webhooks are sent to public addresses only' });
    await server.db('webhooks').where({ id }).delete();
  });
});

describe('delivering without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses an address that became private after the save, and sends nothing', async () => {
    // As if example.test had resolved to a public address when saved and to loopback now (DNS rebinding).
    await server.db('webhooks').insert({ name: 'Rebound', url: `${receiver.url.replace('127.0.0.1', 'localhost')}/rebound`, events: '["contact.created"]', active: true, failures: 0, secret: 'whsec_test', created_by: 1 });
    server.context.webhooks!.invalidate();
    const contact = await call(`${server.url}/api/contact`, { method: 'POST', json: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi' } });
    expect(contact.status).toBe(201);
    expect(await server.webhooks.deliverDue()).toBe(1);
    const [row] = await server.db('webhook_deliveries').select('status', 'attempts', 'error', 'response_status');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(row.error).toMatch(/^Refused: localhost leads to (127\.0\.0\.1|::1), which is a loopback address: webhooks are sent to public addresses only$/);
    expect(receiver.received).toEqual([]);
  });
});

describe('the address check', () => {
  it('passes public addresses and refuses the rest', () => {
    expect(nonPublicRange('93.184.216.34')).toBeUndefined();
    expect(nonPublicRange('2606:2800:220:1::1')).toBeUndefined();
    expect(nonPublicRange('172.16.5.4')).toBe('a private address');
    expect(nonPublicRange('100.64.0.1')).toBe('a carrier-grade NAT address');
    expect(nonPublicRange('fe80::1')).toBe('a link-local address');
    expect(nonPublicRange('224.0.0.1')).toBe('a multicast address');
  });

  it('lets private addresses through with allowPrivate (the setting), still resolving the name', async () => {
    expect(await checkedAddresses(new URL('http://127.0.0.1/'), true)).toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(checkedAddresses(new URL('http://no-such-host.invalid/'), true)).rejects.toThrow('The host no-such-host.invalid was not found');
  });
});

describe('redirects', () => {
  it('are not followed: a 3xx is a failed attempt', async () => {
    const allowing = await startTestServer({ databaseUrl: server.databaseUrl, webhooks: { allowPrivate: true } });
    try {
      await server.db('webhook_deliveries').delete();
      await server.db('webhooks').delete();
      receiver.always('/moved', { status: 302, body: 'see elsewhere' });
      const made = await call(`${allowing.url}/api/webhook`, { method: 'POST', token: admin, json: { name: 'Moved', url: `${receiver.url}/moved`, events: ['contact.created'] } });
      expect(made.status).toBe(201);
      await call(`${allowing.url}/api/contact`, { method: 'POST', json: { name: 'Ada', email: 'ada@example.com', subject: 'Moved', message: 'Hi' } });
      await allowing.webhooks.deliverDue();
      const [row] = await server.db('webhook_deliveries').select('status', 'response_status', 'error');
      expect(row).toEqual({ status: 'pending', response_status: 302, error: 'answered 302: redirects are not followed' });
      expect(receiver.at('/moved')).toHaveLength(1);
    } finally {
      await allowing.close();
    }
  });
});
