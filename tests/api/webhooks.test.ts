/**
 * Webhooks end to end against a real receiving server on loopback (tests/helpers/webhook-receiver.ts):
 * staff add a webhook (its secret shown once), a change made through the API is written to the outbox in
 * its own transaction and delivered signed; order per record, retries after a 500 and after a timeout,
 * turning a failing webhook off with a notice, replay, a restart with undelivered rows, and two servers
 * delivering each event once. Runs on SQLite and PostgreSQL. The SSRF refusals: webhook-ssrf.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { records } from '../../generated/server/local-api';
import { system } from '../../runtime-server/local-api/caller';
import { verifySignature } from '../../runtime-server/webhooks/signature';
import { siteDocument } from '../../site/server/openapi';
import { createStaff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { expectConforms, readOpenApi } from '../helpers/openapi';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';

const WEBHOOKS = { allowPrivate: true, timeoutMs: 400, backoffMs: [150, 150, 150, 150, 150], maxFailures: 4 } as const;

let server: TestServer;
let receiver: Receiver;
let admin: string;

beforeAll(async () => {
  [server, receiver] = await Promise.all([startTestServer({ webhooks: WEBHOOKS }), startReceiver()]);
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});
afterEach(async () => {
  // Each test starts with no webhook (their deliveries go with them).
  for (const { id } of (await call(`${server.url}/api/webhook?perPage=100`, { token: admin })).body.data) await call(`${server.url}/api/webhook/${id}`, { method: 'DELETE', token: admin });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addWebhook(path: string, events: string[], token = admin, base = server.url): Promise<{ id: number; secret: string }> {
  const res = await call(`${base}/api/webhook`, { method: 'POST', token, json: { name: `Receiver ${path}`, url: `${receiver.url}${path}`, events } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id, secret: res.body.secret };
}

const contact = (subject: string, base = server.url) =>
  call(`${base}/api/contact`, { method: 'POST', json: { name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'Please call me back' } });

/** Runs the worker until nothing is pending (or `rounds` are spent), waiting out the short test back-off. */
async function deliverAll(target = server, rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await target.webhooks.deliverDue();
    const pending = await target.db('webhook_deliveries').where({ status: 'pending' }).first('id');
    if (!pending) return;
    await sleep(60);
  }
}

const deliveries = (webhookId: number) => server.db('webhook_deliveries').where({ webhook_id: webhookId }).orderBy('id');

describe('adding a webhook', () => {
  it('answers the secret once, never in its record', async () => {
    const res = await call(`${server.url}/api/webhook`, { method: 'POST', token: admin, json: { name: 'Warehouse', url: `${receiver.url}/warehouse`, events: ['contact.created'] } });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(res.body.data).toMatchObject({ name: 'Warehouse', url: `${receiver.url}/warehouse`, events: ['contact.created'], active: true, failures: 0 });
    expect(res.body.data).not.toHaveProperty('secret');
    const read = await call(`${server.url}/api/webhook/${res.body.data.id}`, { token: admin });
    expect(read.body.data).not.toHaveProperty('secret');
    expect(JSON.stringify(read.body)).not.toContain(res.body.secret);
    const rotated = await call(`${server.url}/api/webhook/${res.body.data.id}/secret`, { method: 'POST', token: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).not.toBe(res.body.secret);
  });

  it('refuses unknown events and events of entities the role may not read, naming the field', async () => {
    const unknown = await call(`${server.url}/api/webhook`, { method: 'POST', token: admin, json: { name: 'X', url: `${receiver.url}/x`, events: ['contact.created', 'spaceship.launched', 'audit-entry.created'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ events: 'Not an event you may subscribe to: spaceship.launched, audit-entry.created' });
    const staff = await createStaff(server.url, admin, 'webhook-jobs-only', { webhook: ['create', 'read'], job: ['read'] });
    const notReadable = await call(`${server.url}/api/webhook`, { method: 'POST', token: staff.token, json: { name: 'X', url: `${receiver.url}/x`, events: ['job.created', 'contact.created'] } });
    expect(notReadable.status).toBe(400);
    expect(notReadable.body.error.fields).toEqual({ events: 'Not an event you may subscribe to: contact.created' });
    const choices = await call(`${server.url}/api/webhook/events`, { token: staff.token });
    const events = choices.body.data.map((c: { event: string }) => c.event);
    // Jobs (granted), and what any visitor reads (services); not contacts, users or the audit log, nor webhooks themselves.
    expect(events).toEqual(expect.arrayContaining(['job.created', 'job.updated', 'job.deleted', 'job.action', 'service.created']));
    for (const hidden of ['contact.created', 'user.created', 'audit-entry.created', 'webhook.created', 'webhook-delivery.created', 'service.action']) expect(events).not.toContain(hidden);
    expect(choices.body.data).toContainEqual({ event: 'job.action', entity: 'job', label: 'Job action run' });
  });

  it('is refused to staff without the webhook permission, and the generated create and update are not there', async () => {
    const staff = await createStaff(server.url, admin, 'webhook-none', { contact: ['read'] });
    const refused = await call(`${server.url}/api/webhook`, { method: 'POST', token: staff.token, json: { name: 'X', url: `${receiver.url}/x`, events: ['contact.created'] } });
    expect(refused.status).toBe(403);
    const { id } = await addWebhook('/put', ['contact.created']);
    expect((await call(`${server.url}/api/webhook/${id}`, { method: 'PUT', token: admin, json: { name: 'Y' } })).status).toBe(404);
  });
});

describe('delivering', () => {
  it('sends a signed JSON payload of the change, and logs status, latency and the answer', async () => {
    const { id, secret } = await addWebhook('/signed', ['contact.created']);
    expect((await contact('Signed')).status).toBe(201);
    expect(await server.webhooks.deliverDue()).toBe(1);
    const [got] = receiver.at('/signed');
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['x-webhook-event']).toBe('contact.created');
    expect(verifySignature(secret, String(got!.headers['x-webhook-signature']), got!.body)).toBe(true);
    expect(verifySignature('whsec_wrong', String(got!.headers['x-webhook-signature']), got!.body)).toBe(false);
    expect(verifySignature(secret, String(got!.headers['x-webhook-signature']), got!.body.replace('Signed', 'Forged'))).toBe(false);
    expect(got!.json).toMatchObject({ event: 'contact.created', entity: 'contact', record: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Signed', read: false } });
    expect(got!.json.id).toBe(got!.headers['x-webhook-id']);
    expect(Object.keys(got!.json)).toEqual(['id', 'event', 'entity', 'occurred_at', 'record']);
    const [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200, response_excerpt: 'received', error: null, event: 'contact.created' });
    expect(row.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('writes nothing for changes no webhook listens to', async () => {
    await addWebhook('/only-updates', ['contact.updated']);
    expect((await contact('Nobody listens to creates')).status).toBe(201);
    expect(await server.db('webhook_deliveries').count({ n: '*' })).toEqual([{ n: server.database === 'postgres' ? '0' : 0 }]);
  });

  it('writes the outbox row in the change\'s transaction: a change rolled back is never announced', async () => {
    const { id } = await addWebhook('/rolled-back', ['contact.created']);
    const api = records(server.context);
    await expect(server.db.transaction(async (trx) => {
      await api.create('contact', { name: 'Rolled', email: 'r@example.com', subject: 'Back', message: 'x', read: false }, { caller: system('test'), trx });
      expect(await trx('webhook_deliveries').where({ webhook_id: id }).count({ n: '*' })).toEqual([{ n: server.database === 'postgres' ? '1' : 1 }]);
      throw new Error('the caller fails after the write');
    })).rejects.toThrow('the caller fails after the write');
    expect(await deliveries(id)).toEqual([]);
  });

  it('announces updates, declared actions and deletes through the local API, in order per record', async () => {
    const { id } = await addWebhook('/lifecycle', ['contact.created', 'contact.updated', 'contact.action', 'contact.deleted']);
    const created = (await contact('Lifecycle')).body.data.id as number;
    expect((await call(`${server.url}/api/contact/${created}`, { method: 'PATCH', token: admin, json: { subject: 'Lifecycle, changed' } })).status).toBe(200);
    expect((await call(`${server.url}/api/contact/${created}/actions/mark_read`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await call(`${server.url}/api/contact/${created}`, { method: 'DELETE', token: admin })).status).toBe(204);
    await deliverAll();
    const got = receiver.at('/lifecycle').map((r) => [r.json.event, r.json.action ?? null, r.json.record.subject, r.json.record.read]);
    expect(got).toEqual([
      ['contact.created', null, 'Lifecycle', false],
      ['contact.updated', null, 'Lifecycle, changed', false],
      ['contact.action', 'mark_read', 'Lifecycle, changed', true],
      ['contact.deleted', null, 'Lifecycle, changed', true],
    ]);
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('retries after a 500, and holds the record\'s later event back until the earlier one is delivered', async () => {
    const { id } = await addWebhook('/flaky', ['contact.created', 'contact.updated']);
    receiver.plan('/flaky', [{ status: 500, body: 'x'.repeat(3000) }]);
    const created = (await contact('Flaky')).body.data.id as number;
    await call(`${server.url}/api/contact/${created}`, { method: 'PATCH', token: admin, json: { subject: 'Flaky, changed' } });
    expect(await server.webhooks.deliverDue()).toBe(1); // only the create: the update waits for it
    const [first, second] = await deliveries(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, response_status: 500, error: 'answered 500' });
    expect(first.response_excerpt).toBe('x'.repeat(1024));
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await server.webhooks.deliverDue()).toBe(0); // the back-off has not passed
    await deliverAll();
    expect(receiver.at('/flaky').map((r) => r.json.event)).toEqual(['contact.created', 'contact.created', 'contact.updated']);
    expect((await deliveries(id)).map((d) => [d.status, d.attempts])).toEqual([['delivered', 2], ['delivered', 1]]);
  });

  it('retries after a timeout', async () => {
    const { id } = await addWebhook('/slow', ['contact.created']);
    receiver.plan('/slow', [{ delayMs: 1500 }]);
    await contact('Slow');
    await server.webhooks.deliverDue();
    const [timedOut] = await deliveries(id);
    expect(timedOut).toMatchObject({ status: 'pending', attempts: 1, response_status: null, error: 'timed out after 400 ms' });
    await deliverAll();
    expect(await deliveries(id)).toMatchObject([{ status: 'delivered', attempts: 2, response_status: 200 }]);
    expect(receiver.at('/slow')).toHaveLength(2);
  });

  it('gives up after the last retry', async () => {
    const { id } = await addWebhook('/gone', ['contact.created']);
    receiver.plan('/gone', Array.from({ length: 3 }, () => ({ status: 410 })));
    const short = await startTestServer({ databaseUrl: server.databaseUrl, webhooks: { ...WEBHOOKS, backoffMs: [50, 50], maxFailures: 10 } });
    try {
      await contact('Gone', short.url);
      await deliverAll(short);
      expect(await deliveries(id)).toMatchObject([{ status: 'failed', attempts: 3, response_status: 410, next_attempt_at: null }]);
    } finally {
      await short.close();
    }
  });

  it('turns a webhook off after failures in a row, with a notice to the admins', async () => {
    const { id } = await addWebhook('/down', ['contact.created']);
    receiver.always('/down', { status: 503 });
    for (const n of [1, 2, 3, 4]) await contact(`Down ${n}`);
    await server.webhooks.deliverDue(); // four different records: four attempts at once, each failing
    const webhook = await call(`${server.url}/api/webhook/${id}`, { token: admin });
    expect(webhook.body.data).toMatchObject({ active: false, failures: 0 });
    const notices = await call(`${server.url}/api/notice?sort=-id&perPage=1`, { token: admin });
    expect(notices.body.data[0]).toMatchObject({ title: 'Webhook "Receiver /down" was turned off', published_at: null });
    expect(notices.body.data[0].body).toContain(`${receiver.url}/down`);
    // Off: nothing more is sent, and new changes are not queued for it.
    await contact('While off');
    await sleep(200);
    expect(await server.webhooks.deliverDue()).toBe(0);
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    // On again (the receiver fixed): what was pending is sent.
    receiver.always('/down', { status: 200 });
    expect((await call(`${server.url}/api/webhook/${id}`, { method: 'PATCH', token: admin, json: { active: true } })).status).toBe(200);
    await deliverAll();
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('replays a delivery: a copy with the same event id and body, the original kept', async () => {
    const { id } = await addWebhook('/replay', ['contact.created']);
    await contact('Replay me');
    await server.webhooks.deliverDue();
    const [original] = await deliveries(id);
    const replay = await call(`${server.url}/api/webhook-delivery/${original.id}/replay`, { method: 'POST', token: admin });
    expect(replay.status, JSON.stringify(replay.body)).toBe(201);
    expect(replay.body.data).toMatchObject({ status: 'pending', replay_of: original.id, event_id: original.event_id, attempts: 0 });
    await server.webhooks.deliverDue();
    const [first, again] = receiver.at('/replay');
    expect(again!.body).toBe(first!.body);
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    const staff = await createStaff(server.url, admin, 'webhook-reader', { webhook: ['read'], 'webhook-delivery': ['read'] });
    expect((await call(`${server.url}/api/webhook-delivery/${original.id}/replay`, { method: 'POST', token: staff.token })).status).toBe(403);
    expect((await call(`${server.url}/api/webhook-delivery/999999/replay`, { method: 'POST', token: admin })).status).toBe(404);
  });

  it("carries the record as the webhook creator's role reads it", async () => {
    const staff = await createStaff(server.url, admin, 'webhook-orders', { webhook: ['create', 'read', 'delete'], 'order-item': ['read'] });
    // The staff member may read order lines but not orders: the line's order is not attached for them.
    const forStaff = await addWebhook('/staff-view', ['order-item.created'], staff.token);
    const forAdmin = await addWebhook('/admin-view', ['order-item.created']);
    const api = records(server.context);
    const caller = system('test');
    const { id: userId }: { id: number } = await server.db('users').first('id');
    const order = await api.create('order', { order_number: 'NC-WH-1', user_id: userId, status: 'pending', currency: 'USD', subtotal: 100, total: 100 }, { caller });
    await api.create('order-item', { order_id: order.id, user_id: userId, name: 'Cloud audit', unit_price: 100, quantity: 1, line_total: 100 }, { caller });
    await server.webhooks.deliverDue();
    const [asStaff] = receiver.at('/staff-view');
    const [asAdmin] = receiver.at('/admin-view');
    expect(asAdmin!.json.record.order).toEqual({ id: order.id, order_number: 'NC-WH-1', status: 'pending' });
    expect(asStaff!.json.record.order).toBe(null);
    expect(asStaff!.json.record.name).toBe('Cloud audit');
    expect(forStaff.id).not.toBe(forAdmin.id);
  });
});

describe('the routes', () => {
  it('answer what the OpenAPI document says', async () => {
    const doc = siteDocument(readOpenApi());
    const made = await call(`${server.url}/api/webhook`, { method: 'POST', token: admin, json: { name: 'Documented', url: `${receiver.url}/doc`, events: ['contact.created'], active: true } });
    expectConforms(doc, made, '/api/webhook', 'post', 201);
    const id = made.body.data.id as number;
    expectConforms(doc, await call(`${server.url}/api/webhook/${id}`, { method: 'PATCH', token: admin, json: { name: 'Documented, renamed' } }), '/api/webhook/{id}', 'patch', 200);
    expectConforms(doc, await call(`${server.url}/api/webhook/${id}`, { method: 'PATCH', token: admin, json: { url: 42 } }), '/api/webhook/{id}', 'patch', 400);
    expectConforms(doc, await call(`${server.url}/api/webhook/999999`, { method: 'PATCH', token: admin, json: {} }), '/api/webhook/{id}', 'patch', 404);
    expectConforms(doc, await call(`${server.url}/api/webhook/${id}/secret`, { method: 'POST', token: admin }), '/api/webhook/{id}/secret', 'post', 200);
    expectConforms(doc, await call(`${server.url}/api/webhook/events`, { token: admin }), '/api/webhook/events', 'get', 200);
    expectConforms(doc, await call(`${server.url}/api/webhook/events`), '/api/webhook/events', 'get', 401);
    await contact('Documented');
    const [delivery] = await deliveries(id);
    expectConforms(doc, await call(`${server.url}/api/webhook-delivery/${delivery.id}/replay`, { method: 'POST', token: admin }), '/api/webhook-delivery/{id}/replay', 'post', 201);
    expectConforms(doc, await call(`${server.url}/api/webhook-delivery/${delivery.id}`, { token: admin }), '/api/webhook-delivery/{id}', 'get', 200);
  });
});

describe('several processes', () => {
  it('delivers what a stopped server left undelivered once another starts on the same database', async () => {
    const { id } = await addWebhook('/restart', ['contact.created']);
    const first = await startTestServer({ databaseUrl: server.databaseUrl, webhooks: WEBHOOKS });
    await contact('Before the restart', first.url);
    await first.close(); // stopped with the row undelivered
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['pending']);
    const second = await startTestServer({ databaseUrl: server.databaseUrl, webhooks: WEBHOOKS });
    try {
      await second.webhooks.deliverDue();
      expect(receiver.at('/restart').map((r) => r.json.record.subject)).toEqual(['Before the restart']);
    } finally {
      await second.close();
    }
  });

  it('two workers on one database deliver each event once', async () => {
    const { id } = await addWebhook('/twice', ['contact.created']);
    const other = await startTestServer({ databaseUrl: server.databaseUrl, webhooks: { ...WEBHOOKS, batch: 3 } });
    try {
      for (let n = 0; n < 24; n++) await contact(`Event ${n}`, n % 2 ? other.url : server.url);
      // Both take rows at the same moments, several times over.
      for (let round = 0; round < 12; round++) await Promise.all([server.webhooks.deliverDue(), other.webhooks.deliverDue()]);
      const eventIds = receiver.at('/twice').map((r) => r.json.id as string);
      expect(eventIds).toHaveLength(24);
      expect(new Set(eventIds).size).toBe(24);
      expect((await deliveries(id)).every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
