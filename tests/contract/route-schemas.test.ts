/**
 * Issue 24 item 3: the hand-written routes' OpenAPI is made from the zod schemas they validate
 * with (runtime-shared/api-route.ts). Two drifts of the hand-written document are held fixed
 * (checkout's minLength and unit_price maximum, the careers phone pattern), and for every
 * declared route with a body, bodies made from the documented schema are judged alike by the
 * document and by the route's own zod schema: what zod accepts, the document accepts.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../../runtime-shared/api-route';
import { API_KEY_ROUTES, AUTH_ROUTES } from '../../runtime-shared/auth-routes';
import { WEBHOOK_ROUTES } from '../../runtime-shared/webhook-routes';
import { HTTP_METHODS, type HttpMethod, type JsonSchema, type OpenApiOperation } from '../../runtime-shared/openapi';
import { CAREERS_ROUTES, QUICK_APPLY } from '../../site/careers/server/openapi';
import { siteDocument } from '../../site/server/openapi';
import { CHECKOUT, SHOP_ROUTES } from '../../site/shop/server/openapi';
import { readOpenApi } from '../helpers/openapi';
import { bodyFrom } from '../helpers/schema-arbitrary';

const doc = siteDocument(readOpenApi());
const schemas = doc.components.schemas;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', $defs: JSON.parse(JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"doc#/$defs/')) as JsonSchema });
const documented = (schema: JsonSchema) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/$defs/')) as JsonSchema);

const SHIPPING = { shipping_name: 'Ada Lovelace', shipping_address: '1 Analytical Row', shipping_city: 'London', shipping_postcode: 'N1 9GU', shipping_country: 'United Kingdom' };
const checkout = (change: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({ lines: [{ product_id: 1, quantity: 1, ...line }], ...SHIPPING, ...change });

describe('the drifts of the hand-written document stay fixed', () => {
  const input = schemas.CheckoutInput!;
  const validDoc = documented(input);

  it("checkout: the five required shipping fields have the validator's minLength, and are required", () => {
    expect(input.required).toEqual(['lines', 'shipping_name', 'shipping_address', 'shipping_city', 'shipping_postcode', 'shipping_country']);
    for (const field of Object.keys(SHIPPING)) {
      expect(input.properties![field], field).toMatchObject({ type: 'string', minLength: 1 });
      // Empty: the validator refuses it with the field named, and so does the document.
      const refused = CHECKOUT.body.safeParse(checkout({ [field]: '' }));
      expect(refused.success, field).toBe(false);
      expect(refused.error!.issues[0]!.path, field).toEqual([field]);
      expect(validDoc(checkout({ [field]: '' })), field).toBe(false);
    }
    expect(CHECKOUT.body.safeParse(checkout()).success).toBe(true);
    expect(validDoc(checkout())).toBe(true);
  });

  it("checkout: unit_price has the validator's maximum (the int4 range)", () => {
    const unitPrice = ((input.properties!.lines!.items as JsonSchema).properties!.unit_price!.anyOf as JsonSchema[])[0]!;
    expect(unitPrice).toEqual({ type: 'integer', minimum: 0, maximum: 2147483647 });
    expect(CHECKOUT.body.safeParse(checkout({}, { unit_price: 2147483647 })).success).toBe(true);
    expect(CHECKOUT.body.safeParse(checkout({}, { unit_price: 2147483648 })).error!.issues[0]!.path).toEqual(['lines', 0, 'unit_price']);
    expect(validDoc(checkout({}, { unit_price: 2147483648 }))).toBe(false);
  });

  it("careers: the phone has the validator's pattern, in both application forms", () => {
    for (const form of ['QuickApplyForm', 'GeneralApplyForm']) {
      const phone = JSON.stringify(schemas[form]!.properties!.phone);
      expect(phone, form).toContain('"pattern":"^\\\\+?[0-9][0-9 ().-]{5,24}$"');
    }
    const form = { name: 'Ada', email: 'ada@example.com', resume: 'cv.pdf' };
    const validForm = documented(schemas.QuickApplyForm!);
    expect(QUICK_APPLY.body.safeParse({ ...form, phone: 'call me' }).success).toBe(false);
    expect(validForm({ ...form, phone: 'call me' })).toBe(false);
    expect(QUICK_APPLY.body.safeParse({ ...form, phone: '+44 20 7946 0958' }).success).toBe(true);
    expect(validForm({ ...form, phone: '+44 20 7946 0958' })).toBe(true);
  });
});

const DECLARED: readonly ApiRoute[] = [...AUTH_ROUTES, ...API_KEY_ROUTES, ...SHOP_ROUTES, ...CAREERS_ROUTES, ...WEBHOOK_ROUTES];
const generated = readOpenApi();
// A hand-written operation may share a path with generated ones (`POST /api/webhook` beside the list).
const isCustom = (path: string, method: HttpMethod) => !path.startsWith('/api/') || path.startsWith('/api/auth/') || path.startsWith('/api/api-keys') || !generated.paths[path]?.[method];

const resolved = (s: JsonSchema): JsonSchema => (s.$ref ? schemas[s.$ref.split('/').pop()!]! : s);
const allowsNull = (s: JsonSchema | undefined) => Boolean(s && ((s.anyOf as JsonSchema[] | undefined)?.some((p) => p.type === 'null') || (Array.isArray(s.type) && s.type.includes('null'))));

/**
 * The one thing the forms' schemas accept beyond what the document says: a blank optional text
 * means "no value" (null), as an empty input does. The rest must agree as sent.
 */
function formConveniences(schema: JsonSchema, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, typeof value === 'string' && value.trim() === '' && allowsNull(schema.properties?.[name]) ? null : value]),
  );
}

/** The documented request body schema of an operation (JSON or multipart). */
const bodySchema = (op: OpenApiOperation) => op.requestBody?.content['application/json']?.schema ?? op.requestBody?.content['multipart/form-data']?.schema;

describe('every declared route with a body: the document and the route agree', () => {
  const withBodies = Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      return op && isCustom(path, method) && op.requestBody ? [{ path, method, op }] : [];
    }),
  );

  it('each documented custom body belongs to a declared route', () => {
    expect(withBodies.length).toBe(27);
    for (const { path, method } of withBodies) expect(DECLARED.find((r) => r.path === path && r.method === method)?.body, `${method} ${path}`).toBeDefined();
  });

  it.each(withBodies.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s: the document requires exactly the fields zod requires', (_name, { path, method, op }) => {
    const route = DECLARED.find((r) => r.path === path && r.method === method)!;
    expect(route.body).toBeInstanceOf(z.ZodObject);
    const shape = (route.body as z.ZodObject).shape;
    // A field zod requires refuses to be left out (a transform after a preprocess once hid this from the document).
    const zodRequired = Object.keys(shape).filter((name) => !(shape[name] as z.ZodType).safeParse(undefined).success);
    const files = Object.keys(op.requestBody!.content['multipart/form-data']?.encoding ?? {});
    const documentedRequired = (resolved(bodySchema(op)!).required ?? []).filter((name) => !files.includes(name));
    expect(documentedRequired.sort()).toEqual(zodRequired.sort());
  });

  it.each(withBodies.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s: a body zod accepts, the document accepts', (_name, { path, method, op }) => {
    const route = DECLARED.find((r) => r.path === path && r.method === method)!;
    const schema = bodySchema(op)!;
    const validDoc = documented(schema);
    // File parts are read by the upload step, not by zod: a placeholder stands for them.
    const files = Object.keys(op.requestBody!.content['multipart/form-data']?.encoding ?? {});
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(bodyFrom(doc, schema), (body) => {
        const parsed = route.body!.safeParse(body);
        seen[parsed.success ? 'accepted' : 'refused'] += 1;
        if (!parsed.success) return;
        const sent = { ...formConveniences(resolved(schema), body), ...Object.fromEntries(files.map((f) => [f, 'file'])) };
        expect(validDoc(sent), `${JSON.stringify(body)} ${JSON.stringify(validDoc.errors)}`).toBe(true);
      }),
      { numRuns: 200 },
    );
    // Both sides were tried: bodies the route takes, and bodies it refuses.
    expect(seen.accepted, JSON.stringify(seen)).toBeGreaterThan(10);
    expect(seen.refused, JSON.stringify(seen)).toBeGreaterThan(10);
  });
});
