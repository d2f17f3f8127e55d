/**
 * Invalid variations of a valid request, generated with fast-check from the
 * operation's schemas: wrong types, null, empty, too long, out of range,
 * unknown enum values, odd unicode, unknown keys, dropped fields, bodies that
 * are not objects or not JSON, malformed multipart, malformed and huge ids,
 * and the list parameters (q, sort, filter[...], page, perPage).
 */
import fc from 'fast-check';
import type { JsonSchema } from '../../../runtime-shared/openapi';
import { scalarString } from '../../helpers/code-points';
import { requestSchema, resolve, type Operation } from './document';
import type { ApiRequest, Body, Role } from './request';
import { PNG } from './valid';

/** Values that break some schema: each is wrong for most fields, and right for none of them in every way. */
function badValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const maxLength = (schema?.maxLength) ?? 255;
  const range = [schema?.maximum, schema?.minimum].filter((v): v is number => typeof v === 'number').flatMap((v) => [v + 1, v - 1]);
  return fc.oneof(
    fc.constantFrom(null, '', '   ', [], {}, 'not-an-option', '2026-02-30', 'x@', '\u0000', '\ud800', '<script>alert(1)</script>', "' OR 1=1 --", -1, 0, 1.5, 1e308, 2 ** 53 + 2, true),
    fc.constant('x'.repeat(maxLength + 1)),
    fc.constantFrom(...(range.length ? range : [99_999_999_999])),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    scalarString(40),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
}

const MALFORMED_MULTIPART = [
  '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nno closing boundary',
  'not multipart at all',
  '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG truncated',
  '--x--\r\n',
  '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--\r\n',
];

/** Whole bodies that are not what the operation takes. */
const badBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<unknown>([], 'text', 42, null, true, [{}]).map((value) => ({ kind: 'json' as const, value })),
  fc.constantFrom('{"title": ', '{title: 1}', '[1, 2', '\u0000', '{"a": 1}}').map((data) => ({ kind: 'raw' as const, contentType: 'application/json', data })),
  fc.constantFrom('text/plain', 'application/xml', 'application/json; charset=utf-7').map((contentType) => ({ kind: 'raw' as const, contentType, data: '{"a": 1}' })),
  fc.constantFrom(...MALFORMED_MULTIPART).map((data) => ({ kind: 'raw' as const, contentType: 'multipart/form-data; boundary=x', data })),
  fc.constant({ kind: 'raw' as const, contentType: 'multipart/form-data', data: '--x\r\n\r\n' }),
);

const BAD_IDS = ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999999', '9007199254740993', '2147483648', ' 1', '0x10', 'null', '%00', 'ü', '1;DROP TABLE users', '１'];

function withBodyField(req: ApiRequest, name: string, value: unknown): ApiRequest {
  const body = req.body;
  if (body?.kind === 'json') return { ...req, body: { kind: 'json', value: { ...(body.value as object), [name]: value } } };
  if (body?.kind === 'multipart') {
    const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
    return { ...req, body: { kind: 'multipart', parts: [...body.parts.filter((p) => p.name !== name), { name, value: text }] } };
  }
  return req;
}

function withoutBodyField(req: ApiRequest, name: string): ApiRequest {
  const body = req.body;
  if (body?.kind === 'json') return { ...req, body: { kind: 'json', value: Object.fromEntries(Object.entries(body.value as object).filter(([k]) => k !== name)) } };
  if (body?.kind === 'multipart') return { ...req, body: { kind: 'multipart', parts: body.parts.filter((p) => p.name !== name) } };
  return req;
}

/** A file that is not what its field accepts, or a file where no file is expected. */
function withBadFile(req: ApiRequest, name: string): ApiRequest {
  if (req.body?.kind !== 'multipart') return req;
  const parts = req.body.parts.filter((p) => p.name !== name);
  const fakes = [
    { data: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png', filename: 'x.png' },
    { data: Buffer.from('MZ\x90\x00 not a pdf'), type: 'application/pdf', filename: 'x.pdf' },
    { data: Buffer.alloc(0), type: 'image/png', filename: 'empty.png' },
    { data: PNG, type: 'image/png', filename: '../../../etc/passwd' },
  ];
  return { ...req, body: { kind: 'multipart', parts: [...parts, { name, file: fakes[name.length % fakes.length]! }] } };
}

/** The enum of an array parameter (`fields`, `expand`), or none. */
const listed = (o: Operation, name: string): string[] => ((o.parameters.find((p) => p.name === name)?.schema.items)?.enum ?? []) as string[];

/** The operators `filter[field][...]` takes, per field, as the document lists them. */
function operatorsOf(o: Operation): [string, string[]][] {
  const filter = o.parameters.find((p) => p.name === 'filter');
  return Object.entries(filter?.schema.properties ?? {}).map(([field, s]) => [field, Object.keys(((s.anyOf as JsonSchema[] | undefined)?.[1]?.properties) ?? {})]);
}

/**
 * List parameters: the documented ones with bad values, unknown filters and parameters, repeats; the
 * operators of each field and the ones it does not take, `or` branches (in range, beyond it, too deep),
 * `fields` and `expand` with known and unknown names.
 */
function badQuery(o: Operation): fc.Arbitrary<[string, string][]> {
  const ops = operatorsOf(o);
  const fields = ops.map(([f]) => f).filter((f) => f !== 'or');
  const selectable = listed(o, 'fields');
  const expandable = listed(o, 'expand');
  const operators = ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull', 'like', ''];
  const name = fc.oneof(
    fc.constantFrom('page', 'perPage', 'sort', 'q', 'filter', 'filter[nope]', 'filter[]', 'filter[id][x]', 'fields', 'expand', 'filter[or]', 'filter[or][0]', 'filter[or][x][id]', 'filter[or][10][id]', 'filter[or][0][or][1][or][0][id]'),
    fc.constantFrom(...fields.map((f) => `filter[${f}]`)),
    fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...operators)).map(([f, op]) => `filter[${f}][${op}]`),
    fc.tuple(fc.integer({ min: 0, max: 11 }), fc.constantFrom(...fields), fc.constantFrom(...operators)).map(([i, f, op]) => `filter[or][${i}][${f}][${op}]`),
    fc.string({ unit: fc.constantFrom(...'abcxyz_'.split('')), minLength: 1, maxLength: 8 }),
  );
  const value = fc.oneof(
    fc.constantFrom('0', '-1', '1.5', 'abc', '', '101', '1e3', '99999999999999999999', 'NaN', 'null', 'true', '-', ',', ',,', '-id,,id', 'id,-id', '+id', '--id', '%', '_%\\', '2026-02-30', '1,2,abc'),
    fc.constantFrom(...fields.flatMap((f) => [f, `-${f}`])),
    fc.array(fc.constantFrom(...selectable, ...expandable, 'nope', 'password', 'a.b.c'), { minLength: 1, maxLength: 4 }).map((names) => names.join(',')),
    fc.constant(Array.from({ length: 101 }, (_, i) => i + 1).join(',')),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    scalarString(30),
    // Long, yet under Node's 16 KB limit of the request head (beyond it Node itself answers 431).
    fc.constant('%'.repeat(1000)),
  );
  return fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 3 });
}

export interface Mutation {
  role: Role;
  apply(req: ApiRequest): ApiRequest;
  label: string;
}

const ROLE: fc.Arbitrary<Role> = fc.constantFrom<Role>('anonymous', 'customer', 'admin', 'admin', 'admin');

/** Mutations of `valid` that fit the operation: body fields, whole bodies, ids, list parameters. */
export function mutations(o: Operation): fc.Arbitrary<Mutation> {
  const schema = (() => {
    const s = requestSchema(o, 'application/json') ?? requestSchema(o, 'multipart/form-data');
    return s ? resolve(s) : undefined;
  })();
  const props = Object.entries(schema?.properties ?? {});
  const choices: fc.Arbitrary<Omit<Mutation, 'role'>>[] = [];
  if (o.op.requestBody) {
    if (props.length) {
      choices.push(
        fc.constantFrom(...props).chain(([name, s]) => badValue(s).map((value) => ({ label: `${name}=bad`, apply: (r: ApiRequest) => withBodyField(r, name, value) }))),
        fc.constantFrom(...props.map(([n]) => n)).map((name) => ({ label: `drop ${name}`, apply: (r: ApiRequest) => withoutBodyField(r, name) })),
        fc.constantFrom(...props.map(([n]) => n)).map((name) => ({ label: `bad file ${name}`, apply: (r: ApiRequest) => withBadFile(r, name) })),
      );
    }
    choices.push(
      fc.tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'created_at', 'unknown_key', '_method'), badValue(undefined)).map(([name, value]) => ({ label: `extra ${name}`, apply: (r: ApiRequest) => withBodyField(r, name, value) })),
      badBody.map((body) => ({ label: `body ${body.kind}`, apply: (r: ApiRequest) => ({ ...r, body }) })),
    );
  }
  if (o.path.includes('{id}')) {
    choices.push(fc.constantFrom(...BAD_IDS).map((id) => ({ label: `id ${id}`, apply: (r: ApiRequest) => ({ ...r, path: o.path.replace('{id}', encodeURIComponent(id)).replace(/\{action\}/, r.path.split('/').pop()!) }) })));
  }
  if (o.path.includes('{action}')) {
    choices.push(fc.string({ maxLength: 12 }).map((action) => ({ label: `action ${action}`, apply: (r: ApiRequest) => ({ ...r, path: r.path.replace(/[^/]*$/, encodeURIComponent(action) || 'x') }) })));
  }
  if (o.parameters.some((p) => p.name === 'perPage')) {
    choices.push(badQuery(o).map((query) => ({ label: 'query', apply: (r: ApiRequest) => ({ ...r, query }) })));
  }
  if (choices.length === 0) choices.push(fc.constant({ label: 'as another role', apply: (r: ApiRequest) => r }));
  return fc.tuple(ROLE, fc.oneof(...choices)).map(([role, m]) => ({ ...m, role, apply: (r: ApiRequest) => ({ ...m.apply(r), role }) }));
}
