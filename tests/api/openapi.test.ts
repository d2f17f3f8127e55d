/**
 * The OpenAPI document: served and rendered by a real server, well formed,
 * complete (every generated route, with its access), and true: real answers
 * of every route conform to the schemas it documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server';
import { HTTP_METHODS } from '../../runtime-shared/openapi';
import { gradientPng } from '../../site/server/seed/png';
import { siteDocument } from '../../site/server/openapi';
import { call, form, login, type Answer } from '../helpers/http';
import { conformance, readOpenApi } from '../helpers/openapi';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const doc = readOpenApi();
// The official OpenAPI 3.1 schema ships with @hyperjump/json-schema; until it is installed, that one check is skipped.
const OFFICIAL = '@hyperjump/json-schema/openapi-3-1';
const official = (await import(/* @vite-ignore */ OFFICIAL).catch(() => undefined)) as
  | { validate(uri: string, instance: unknown): Promise<{ valid: boolean }> }
  | undefined;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Expects the status, and a body that conforms to the document (none for 204). */
function conforms(answer: Answer, path: string, method: Method, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (status === 204) expect(answer.body).toBeUndefined();
  else expect(conformance(doc, path, method, status, answer.body)).toEqual([]);
}

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json as generated, and rendered at /api/docs as plain HTML', async () => {
    // The site adds its hand-written routes to the generated document (site/server/openapi.ts).
    const served = (await call(`${server.url}/api/openapi.json`)).body;
    expect(served).toEqual(siteDocument(doc));
    // Shop, careers, dashboard, search and webhooks: the hand-written routes are all described.
    expect(Object.keys(served.paths).filter((p) => !(p in doc.paths)).sort()).toEqual([
      '/api/careers/answer-sheets/{id}',
      '/api/careers/answer-sheets/{id}/marks',
      '/api/careers/applicant-validation',
      '/api/careers/applicant-validation/resend',
      '/api/careers/exam',
      '/api/careers/exam/start',
      '/api/careers/exam/submit',
      '/api/careers/jobs',
      '/api/careers/jobs/{id}',
      '/api/careers/jobs/{id}/general-apply',
      '/api/careers/jobs/{id}/quick-apply',
      '/api/checkout',
      '/api/checkout/orders/{number}',
      '/api/checkout/shipping-address',
      '/api/dashboard',
      '/api/payment/callback',
      '/api/payment/start',
      '/api/payment/stripe/webhook',
      '/api/payment/test-card',
      '/api/search',
      '/api/webhook-delivery/{id}/replay',
      '/api/webhook/events',
      '/api/webhook/{id}/secret',
    ]);
    // Beside generated operations on their paths: adding and changing a webhook (runtime-shared/webhook-routes.ts).
    expect(Object.keys(served.paths['/api/webhook'])).toEqual(['get', 'post']);
    expect(Object.keys(served.paths['/api/webhook/{id}'])).toEqual(['parameters', 'get', 'delete', 'patch']);
    const page = await fetch(`${server.url}/api/docs`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.)/i);
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${path}</code>`);
    for (const name of Object.keys(doc.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
  });

  it('describes every generated route, with the access of its entity as security', () => {
    const AUTH_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/auth/password', '/api/auth/email', '/api/auth/email/confirm', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/users/{id}/sign-out', '/api/auth/me', '/api/auth/language', '/api/health',
      '/api/auth/login/two-factor', '/api/auth/two-factor', '/api/auth/two-factor/setup', '/api/auth/two-factor/confirm', '/api/auth/two-factor/recovery-codes', '/api/auth/two-factor/disable', '/api/auth/users/two-factor', '/api/auth/users/{id}/two-factor/reset',
      '/api/api-keys', '/api/api-keys/{id}/revoke'];
    let pathCount = AUTH_PATHS.length; // the sign-in and API key routes and the health check
    for (const { meta } of resources) {
      const privateFiles = meta.fields.filter((f) => f.upload?.private).map((f) => f.name);
      // History and its restore where records are updated through the API; restoring from the trash where deletes are soft.
      const records = meta.access.update === 'none' ? 0 : 2 + (meta.softDelete ? 1 : 0);
      pathCount += meta.singleton ? 1 : 2 + (meta.actions.length && meta.access.update !== 'none' ? 1 : 0) + privateFiles.length + records + (meta.library ? 1 : 0);
      // Drafts: draft-states, the draft, publish, the preview link, the schedule and one scheduled change; unpublish with a live flag.
      if (meta.drafts) pathCount += 6 + (meta.drafts.liveField ? 1 : 0);
      // The back-office routes of every list: export (read), bulk (update or delete), import (create).
      if (!meta.singleton) {
        const offered = (op: 'read' | 'create' | 'update' | 'delete') => meta.access[op] !== 'none';
        pathCount += (offered('read') ? 1 : 0) + (offered('update') || offered('delete') ? 1 : 0) + (offered('create') ? 1 : 0);
      }
      const expected: [string, Method, 'read' | 'create' | 'update' | 'delete'][] = meta.singleton
        ? [[`/api/${meta.name}`, 'get', 'read'], [`/api/${meta.name}`, 'put', 'update']]
        : [
        [`/api/${meta.name}`, 'get', 'read'],
        [`/api/${meta.name}`, 'post', 'create'],
        [`/api/${meta.name}/{id}`, 'get', 'read'],
        [`/api/${meta.name}/{id}`, 'put', 'update'],
        [`/api/${meta.name}/{id}`, 'patch', 'update'],
        [`/api/${meta.name}/{id}`, 'post', 'update'],
        [`/api/${meta.name}/{id}`, 'delete', 'delete'],
        ...(meta.actions.length ? [[`/api/${meta.name}/{id}/actions/{action}`, 'post', 'update'] as [string, Method, 'update']] : []),
        ...privateFiles.map((f) => [`/api/${meta.name}/{id}/files/${f}`, 'get', 'read'] as [string, Method, 'read']),
        // The media library: where a file is used.
        ...(meta.library ? [[`/api/${meta.name}/{id}/usage`, 'get', 'read'] as [string, Method, 'read']] : []),
      ];
      for (const [path, method, op] of expected) {
        if (meta.access[op] === 'none') {
          expect(doc.paths[path]?.[method], `${method} ${path} has no route`).toBeUndefined();
          continue;
        }
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        const level = meta.access[op];
        expect(operation!['x-access']).toBe(level);
        expect(operation!.security).toEqual(level === 'public' ? [] : [{ bearerAuth: level === 'admin' ? ['admin'] : [] }]);
      }
      if (meta.singleton) continue;
      const list = doc.paths[`/api/${meta.name}`]!.get!;
      const expandable = meta.fields.some((f) => f.relation ?? f.manyToMany);
      expect(list.parameters?.map((p) => ('name' in p ? p.name : p.$ref))).toEqual(['page', 'perPage', 'sort', 'q', 'filter', ...(meta.softDelete ? ['trashed'] : []), ...(meta.fields.some((f) => f.localized) ? ['locale', 'missing_translation'] : []), 'fields', ...(expandable ? ['expand'] : []), 'If-None-Match', ...(meta.drafts ? ['X-Preview'] : [])]);
    }
    for (const path of AUTH_PATHS) expect(doc.paths[path]).toBeDefined();
    // Every pending scheduled change, once for all the entities with drafts.
    if (resources.some((r) => r.meta.drafts)) pathCount += 1;
    expect(Object.keys(doc.paths)).toHaveLength(pathCount);
  });

  it.skipIf(!official)('validates against the official OpenAPI 3.1 schema', async () => {
    const output = await official!.validate('https://spec.openapis.org/oas/3.1/schema-base', doc);
    expect(output.valid, JSON.stringify(output)).toBe(true);
  });

  // Both the generated document and the served one (with the site's hand-written routes).
  it.each([['generated', doc], ['served', siteDocument(doc)]])('is well formed (%s): references resolve, ids are unique, path parameters are declared', (_name, doc) => {
    const text = JSON.stringify(doc);
    for (const [, pointer] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = pointer!.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, pointer).toBeDefined();
    }
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const ids: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        ids.push(op.operationId);
        expect(Object.keys(op.responses).some((s) => s.startsWith('2')), `${method} ${path}`).toBe(true);
        for (const requirement of op.security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
        for (const tag of op.tags) expect(doc.tags.map((t) => t.name)).toContain(tag);
        const declared = [...(item.parameters ?? []), ...((op.parameters ?? []) as { name: string; in: string; required?: boolean }[])];
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) expect(declared.find((p) => p.name === name && p.in === 'path')?.required).toBe(true);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('real answers conform to the document', () => {
  it('sign-in: login, register, me, and a failed login', async () => {
    conforms(await call(`${server.url}/api/auth/login`, { method: 'POST', json: ADMIN }), '/api/auth/login', 'post', 200);
    conforms(await call(`${server.url}/api/auth/login`, { method: 'POST', json: { ...ADMIN, password: 'wrong-password' } }), '/api/auth/login', 'post', 401);
    const json = { first_name: 'Robin', last_name: null, email: 'robin@test.local', password: 'robin-password' };
    conforms(await call(`${server.url}/api/auth/register`, { method: 'POST', json }), '/api/auth/register', 'post', 201);
    conforms(await call(`${server.url}/api/auth/register`, { method: 'POST', json }), '/api/auth/register', 'post', 409);
    conforms(await call(`${server.url}/api/auth/me`, { token: admin }), '/api/auth/me', 'get', 200);
    conforms(await call(`${server.url}/api/auth/me`), '/api/auth/me', 'get', 401);
  });

  it('the health check', async () => {
    conforms(await call(`${server.url}/api/health`), '/api/health', 'get', 200);
  });

  it('every route of service, banner and user, with their errors', async () => {
    const url = (path: string) => `${server.url}${path}`;
    const customerRoleId = (await server.db('roles').where({ key: 'customer' }).first('id')).id;
    const crud = async (name: string, create: () => RequestInit & { json?: unknown }, change: Record<string, unknown>) => {
      const base = `/api/${name}`;
      const one = `${base}/{id}`;
      const created = await call(url(base), { method: 'POST', token: admin, ...create() });
      conforms(created, base, 'post', 201);
      const at = `${base}/${created.body.data.id}`;
      conforms(await call(url(`${base}?page=1&perPage=5&sort=-id&q=e&filter[id]=${created.body.data.id}`), { token: admin }), base, 'get', 200);
      conforms(await call(url(`${base}?sort=nope`), { token: admin }), base, 'get', 400);
      conforms(await call(url(at), { token: admin }), one, 'get', 200);
      conforms(await call(url(`${base}/999999`), { token: admin }), one, 'get', 404);
      conforms(await call(url(at), { method: 'PATCH', token: admin, json: change }), one, 'patch', 200);
      conforms(await call(url(base), { method: 'POST', token: admin, json: {} }), base, 'post', 400);
      conforms(await call(url(at), { method: 'DELETE' }), one, 'delete', 401);
      return { at, one, id: created.body.data.id as number };
    };

    const service = await crud('service', () => ({ json: { name: 'Data platforms', slug: 'data', display_order: 2 } }), { summary: 'Warehouses' });
    conforms(await call(url(service.at), { method: 'PUT', token: admin, json: { name: 'Data platforms', slug: 'data' } }), service.one, 'put', 200);
    conforms(await call(url('/api/service'), { method: 'POST', token: admin, json: { name: 'Twin', slug: 'data' } }), '/api/service', 'post', 409);

    const png = { data: gradientPng(8, 8, [0, 0, 0], [255, 255, 255]), name: 'p.png', type: 'image/png' };
    const values = { title: 'Cloud', sub_title: 'First', service_id: service.id };
    const banner = await crud('banner', () => ({ body: form(values, { photo: png }) }), { title: 'Cloud, always' });
    conforms(await call(url(banner.at), { method: 'POST', token: admin, body: form({ ...values, _method: 'PUT' }) }), banner.one, 'post', 200);
    conforms(await call(url(banner.at), { method: 'PUT', token: admin, body: form(values, { photo: png }) }), banner.one, 'put', 200);
    const text = { data: Buffer.from('not an image at all'), name: 'p.png', type: 'image/png' };
    conforms(await call(url('/api/banner'), { method: 'POST', token: admin, body: form(values, { photo: text }) }), '/api/banner', 'post', 415);
    conforms(await call(url('/api/banner?perPage=5'), {}), '/api/banner', 'get', 200); // public read
    conforms(await call(url(`${service.at}?purge=1`), { method: 'DELETE', token: admin }), service.one, 'delete', 409); // a banner links to it
    conforms(await call(url(banner.at), { method: 'DELETE', token: admin }), banner.one, 'delete', 204);

    const user = await crud('user', () => ({ json: { first_name: 'Sam', email: 'sam@test.local', password: 'sam-password', role_id: customerRoleId } }), { last_name: 'Lee' });
    const customer = await login(server.url, 'sam@test.local', 'sam-password');
    conforms(await call(url('/api/user'), { token: customer }), '/api/user', 'get', 403);
    conforms(await call(url(user.at), { method: 'DELETE', token: admin }), user.one, 'delete', 204);
  });
});
