/**
 * Valid requests, built from the document's schemas: every property of the
 * body gets a value its schema accepts, with real ids of the demo seed's rows
 * for relations (the document says "an id", the seed says which).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { entityMetas } from '../../../generated/schemas';
import type { FieldMeta } from '../../../runtime-shared/meta';
import type { JsonSchema } from '../../../runtime-shared/openapi';
import { gradientPng } from '../../../site/server/seed/png';
import { freshAccount, ownerIsUnique } from '../../helpers/samples';
import { satisfyRules } from '../../helpers/satisfy-rules';
import { ADMIN } from '../../helpers/server';
import { requestSchema, resolve, type Operation } from './document';
import type { ApiRequest, Body, Part, Role } from './request';
import { resetPath, twoFactorBody } from './two-factor';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = gradientPng(8, 8, [0, 0, 0], [0, 0, 255]);

export interface World {
  db: Knex;
  /** Per entity, the row that by-id operations use (created by the test, so that changing or deleting it harms nothing). */
  subjects: Map<string, number>;
}

let counter = 0;
const metaOf = (entity: string | undefined) => entityMetas.find((m) => m.name === entity);
const firstType = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

async function firstId(db: Knex, table: string): Promise<number> {
  const row = await db(table).orderBy('id').first('id');
  if (!row) throw new Error(`the demo seed has no ${table} row to relate to`);
  return Number(row.id);
}

/** A value `schema` accepts; relations and many-to-many ids point at real rows. */
export async function validValue(world: World, schema: JsonSchema, field: FieldMeta | undefined, n: number): Promise<unknown> {
  if (field?.relation) return firstId(world.db, field.relation.table);
  if (field?.manyToMany) return [await firstId(world.db, field.manyToMany.table)];
  if (schema.const !== undefined) return schema.const;
  // A multipart part that carries JSON text (group, array, blocks): a valid value of its content, as text.
  if (schema.contentMediaType === 'application/json' && schema.contentSchema) return JSON.stringify(await validValue(world, schema.contentSchema as JsonSchema, undefined, n));
  // Blocks: the first block type.
  if (Array.isArray(schema.oneOf)) return validValue(world, schema.oneOf[0] as JsonSchema, undefined, n);
  if (schema.enum) return schema.enum.find((v) => v !== null);
  // A value the document gives as an example (a pattern this helper cannot satisfy by itself: colours).
  if (Array.isArray(schema.examples) && schema.examples[0] !== undefined) return schema.examples[0];
  const bounded = (value: number) => Math.min(Math.max(value, (schema.minimum) ?? value), (schema.maximum) ?? value);
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return bounded(3);
    case 'boolean':
      return true;
    case 'array': {
      // A list of rows or blocks (array, blocks) gets its fewest items, at least one, each valid; an option list a text.
      const items = schema.items;
      if (!items || firstType(items) === 'string') return ['First option'];
      return Promise.all(Array.from({ length: Math.max(1, (schema.minItems as number | undefined) ?? 1) }, () => validValue(world, items, undefined, n)));
    }
    case 'object':
      return validObject(world, schema, n);
    default: {
      // Emails and phones are known by their patterns (zod writes a second one under allOf).
      const patterns = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].flatMap((s) => (typeof s.pattern === 'string' ? [s.pattern] : []));
      if (schema.format === 'email' || patterns.some((p) => p.includes('@'))) return `contract${n}@test.local`;
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'uri-reference') return `https://example.com/contract-${n}`;
      if (patterns.some((p) => p.includes('[0-9]'))) return '+1 555 0100';
      if (schema.writeOnly) return 'contract-password-1';
      return `contract-${n}`.slice(0, (schema.maxLength) ?? 60);
    }
  }
}

/** A group, a row or a block: its required sub-fields, each valid (a JSON field's free object: empty). */
async function validObject(world: World, schema: JsonSchema, n: number): Promise<Record<string, unknown>> {
  const value: Record<string, unknown> = {};
  for (const name of schema.required ?? []) value[name] = await validValue(world, schema.properties![name]!, undefined, n);
  return value;
}

/**
 * An import's CSV: it names the subject by id, which is updated with nothing changed. An entity
 * without an update route (bookmarks) gets a new row instead: its required relations, the owner
 * a fresh account so that no unique combination repeats.
 */
async function importCsv(db: Knex, meta: (typeof entityMetas)[number] | undefined, subject: number): Promise<string> {
  if (!meta || meta.access.update !== 'none') return `id\r\n${subject}\r\n`;
  const cells: [string, number][] = [];
  for (const f of meta.fields.filter((x) => x.required && x.relation)) {
    cells.push([f.name, f.name === meta.owner ? await freshAccount(db) : Number((await db(f.relation!.table).first('id')).id)]);
  }
  return `${cells.map(([name]) => name).join(',')}\r\n${cells.map(([, id]) => id).join(',')}\r\n`;
}

/** A file part: an entity's upload, or the CSV of an import. */
const isUpload = (s: JsonSchema) => s.contentMediaType === 'application/octet-stream' || s.contentMediaType === 'text/csv';

/** The body schema a valid request uses, and whether it goes as multipart (uploads, or the `_method` route). */
function bodyPlan(o: Operation): { schema: JsonSchema; multipart: boolean; method?: string } | undefined {
  if (!o.op.requestBody) return undefined;
  const multipartSchema = requestSchema(o, 'multipart/form-data');
  const json = requestSchema(o, 'application/json');
  const override = multipartSchema ?? json;
  if (override?.oneOf) {
    // POST /{id} with _method: the PUT branch, `allOf: [Update(Form), {_method}]`, multipart where the entity has files.
    const branch = (override.oneOf as JsonSchema[])[0]!;
    return { schema: resolve((branch.allOf as JsonSchema[])[0]!), multipart: Boolean(multipartSchema), method: 'PUT' };
  }
  const form = multipartSchema ? resolve(multipartSchema) : undefined;
  if (form && Object.values(form.properties ?? {}).some(isUpload)) return { schema: form, multipart: true };
  return { schema: resolve(json!), multipart: false };
}

/**
 * A working token of a mailed link for the admin, as the forgot-password and
 * email-change routes store it (only its SHA-256): the document says "a token",
 * a valid request needs one the server issued.
 */
async function mailedLinkToken(world: World, purpose: 'password_reset' | 'email_change', n: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const admin = await world.db('users').where({ email: ADMIN.email }).first('id', 'token_version');
  const now = new Date();
  await world.db('account_tokens').insert({
    user_id: admin.id,
    purpose,
    token_hash: createHash('sha256').update(token).digest('hex'),
    new_email: purpose === 'email_change' ? `contract-moved-${n}@test.local` : null,
    expires_at: new Date(now.getTime() + 60_000).toISOString(),
    // As the server stores it: a link made before the account's current token version is refused.
    token_version: admin.token_version,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  return token;
}

export async function validBody(world: World, o: Operation): Promise<Body | undefined> {
  const plan = bodyPlan(o);
  if (!plan) return undefined;
  // An operation that documents a working request (a bulk change matching no row) is sent that.
  const example = o.op.requestBody?.content['application/json']?.example;
  if (example !== undefined) return { kind: 'json', value: example };
  const n = ++counter;
  if (o.op.operationId === 'login') return { kind: 'json', value: { email: ADMIN.email, password: ADMIN.password } };
  if (o.op.operationId === 'resetPassword') return { kind: 'json', value: { token: await mailedLinkToken(world, 'password_reset', n), password: ADMIN.password } };
  if (o.op.operationId === 'confirmEmailChange') return { kind: 'json', value: { token: await mailedLinkToken(world, 'email_change', n) } };
  const twoFactor = await twoFactorBody(world.db, o.op.operationId);
  if (twoFactor) return { kind: 'json', value: twoFactor };
  // Changing one's own password or email asks for the current one: the admin's (a customer's request is then refused, as documented).
  const current = 'current_password' in (plan.schema.properties ?? {}) ? { current_password: ADMIN.password } : {};
  const meta = metaOf(o.entity);
  const values: Record<string, unknown> = {};
  const parts: Part[] = [];
  for (const [name, schema] of Object.entries(plan.schema.properties ?? {})) {
    if (isUpload(schema)) {
      const accepts = o.op.requestBody!.content['multipart/form-data']!.encoding?.[name]?.contentType ?? '';
      const csv = { data: Buffer.from(await importCsv(world.db, meta, world.subjects.get(o.entity!) ?? 1)), type: 'text/csv', filename: 'c.csv' };
      parts.push({ name, file: accepts.includes('text/csv') ? csv : accepts.includes('image/png') ? { data: PNG, type: 'image/png', filename: 'c.png' } : { data: PDF, type: 'application/pdf', filename: 'c.pdf' } });
      continue;
    }
    values[name] = await validValue(world, schema, meta?.fields.find((f) => f.name === name), n);
  }
  // One profile per account: what the admin creates for someone belongs to a new account each time.
  if (meta && ownerIsUnique(meta) && meta.owner! in values) values[meta.owner!] = await freshAccount(world.db);
  await satisfyRules(world.db, meta, values);
  if (!plan.multipart) return { kind: 'json', value: { ...values, ...current, ...(plan.method ? { _method: plan.method } : {}) } };
  for (const [name, value] of Object.entries(values)) parts.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
  if (plan.method) parts.push({ name: '_method', value: plan.method });
  return { kind: 'multipart', parts };
}

/** The path with its parameters filled: the entity's subject row, the first declared action. */
export function validPath(world: World, o: Operation): string {
  return o.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === 'id') return String(world.subjects.get(o.entity!) ?? 1);
    if (name === 'version') return '1'; // the subject's creation, by the admin
    const param = o.parameters.find((p) => p.name === name);
    const first = param?.schema.enum?.[0] ?? (param?.schema.examples as unknown[] | undefined)?.[0];
    return typeof first === 'string' || typeof first === 'number' ? String(first) : name;
  });
}

/**
 * The query of a valid read: a list's page; and, by role, the rest of the language the document lists:
 * the customer asks for two `fields`, the admin `expand`s the first relation and filters with operators
 * and an `or` group (each answer then checked against the selection's own schema).
 */
function validQuery(o: Operation, role: Role): [string, string][] {
  const list = o.parameters.some((p) => p.name === 'perPage');
  const query: [string, string][] = list ? [['page', '1'], ['perPage', '5'], ['sort', '-id']] : [];
  // A required parameter the document gives an example of (the draft states' `ids`).
  for (const p of o.parameters) if (p.in === 'query' && p.required && Array.isArray(p.schema.examples)) query.push([p.name, String(p.schema.examples[0])]);
  const names = (param: string) => ((o.parameters.find((p) => p.name === param)?.schema.items)?.enum ?? []) as string[];
  if (role === 'customer' && names('fields').length) query.push(['fields', names('fields').slice(1, 3).join(',')]);
  if (role === 'admin' && names('expand').length) query.push(['expand', names('expand')[0]!]);
  if (role === 'admin' && list) query.push(['filter[id][gte]', '1'], ['filter[or][0][id][lte]', '2147483647'], ['filter[or][1][id][in]', '1,2']);
  // Localized entities (docs/localization.md): the customer reads in German, the admin changes the German and lists what misses it.
  const has = (param: string) => o.parameters.some((p) => p.name === param);
  if (has('locale') && ((role === 'customer' && o.method === 'get') || (role === 'admin' && o.method === 'patch'))) query.push(['locale', 'de']);
  if (role === 'admin' && has('missing_translation')) query.push(['missing_translation', 'de']);
  return query;
}

export async function validRequest(world: World, o: Operation, role: Role): Promise<ApiRequest> {
  const body = await validBody(world, o);
  const query = o.op.operationId === 'resetUserTwoFactor' ? [] : validQuery(o, role);
  let path = o.op.operationId === 'resetUserTwoFactor' ? await resetPath(world.db) : validPath(world, o);
  // A scheduled change of the subject (made by the schedule operation before), or one that does not exist.
  if (o.path.endsWith('/schedule/{change}')) {
    const change = await world.db<{ id: number; entity: string; record_id: number }>('scheduled_changes').where({ entity: o.entity!, record_id: world.subjects.get(o.entity!) ?? 1 }).first('id');
    path = path.replace(/\/change$/, `/${change?.id ?? 2147483647}`);
  }
  return { role, method: o.method.toUpperCase(), path, query, ...(body ? { body } : {}) };
}
