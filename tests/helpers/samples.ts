/**
 * Valid request bodies for any entity, built from its meta: what a table-
 * driven API test sends. Relations point at rows the demo seed created.
 */
import type { Knex } from 'knex';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { gradientPng } from '../../site/server/seed/png';
import { satisfyRules } from './satisfy-rules';

let counter = 0;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A group's value, a row or a block's fields: a sample of each sub-field. */
async function sampleObject(db: Knex, fields: readonly FieldMeta[], n: number): Promise<Record<string, unknown>> {
  const value: Record<string, unknown> = {};
  for (const field of fields) value[field.name] = await sampleValue(db, field, n);
  return value;
}

async function sampleValue(db: Knex, field: FieldMeta, n: number): Promise<unknown> {
  switch (field.kind) {
    case 'text':
      return `${field.label} ${n}`.slice(0, Math.min(60, field.maxLength ?? 60));
    case 'textarea':
      return `Sample ${field.label.toLowerCase()} ${n}`;
    case 'richText':
      return `<p>Sample <strong>${field.label}</strong> ${n}</p>`;
    case 'email':
      return `sample${n}@test.local`;
    case 'url':
      return `https://example.com/sample-${n}`;
    case 'color':
      return '#1e90ff';
    case 'phone':
      return '+1 555 0100';
    case 'password':
      return 'sample-password-1';
    case 'number':
      return Math.max(field.min ?? 3, Math.min(field.max ?? 3, 3));
    case 'money':
      return 12_50;
    case 'boolean':
      return true;
    case 'enum':
      return field.options![0]!.value;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T10:00:00.000Z';
    case 'options':
      return ['First option', 'Second option'];
    case 'json':
      return {};
    case 'focalPoint':
      return '30,70';
    case 'group':
      return sampleObject(db, field.fields ?? [], n);
    case 'array':
      return [await sampleObject(db, field.fields ?? [], n)];
    case 'blocks': {
      const type = field.blocks![0]!;
      return [{ type: type.type, ...(await sampleObject(db, type.fields, n)) }];
    }
    case 'image':
    case 'file':
      return undefined; // sent as uploads
    case 'relation': {
      const row = await db(field.relation!.table).orderBy('id').first('id');
      if (!row) throw new Error(`no ${field.relation!.table} row to relate ${field.name} to: the demo seed should create one`);
      return Number(row.id);
    }
    case 'manyToMany': {
      const row = await db(field.manyToMany!.table).orderBy('id').first('id');
      return row ? [Number(row.id)] : [];
    }
  }
}

export interface Sample {
  values: Record<string, unknown>;
  files: Record<string, { data: Buffer; name: string; type: string }>;
}

export async function sampleFor(db: Knex, meta: EntityMeta): Promise<Sample> {
  const n = ++counter;
  const values: Record<string, unknown> = {};
  const files: Sample['files'] = {};
  for (const field of meta.fields) {
    if (field.readOnly) continue; // set by the server (the media library's facts): a request's value is ignored
    if (field.kind === 'image') files[field.name] = { data: gradientPng(16, 16, [0, 0, 0], [255, 0, 0]), name: 'sample.png', type: 'image/png' };
    else if (field.kind === 'file') files[field.name] = { data: PDF, name: 'sample.pdf', type: 'application/pdf' };
    else values[field.name] = await sampleValue(db, field, n);
  }
  // Make unique values unique per call (slugs, keys, emails).
  for (const field of meta.fields) if (field.kind === 'text' && /(^|_)(slug|key|code|number)$/.test(field.name)) values[field.name] = `${field.name}-${n}-${Date.now() % 100000}`;
  if (ownerIsUnique(meta)) values[meta.owner!] = await freshAccount(db);
  await satisfyRules(db, meta, values);
  return { values, files };
}

/** Whether the owner is part of a unique combination (one profile per account, a product bookmarked once). */
export function ownerIsUnique(meta: EntityMeta): boolean {
  return Boolean(meta.owner && meta.unique?.some((u) => u.fields.includes(meta.owner!)));
}

/**
 * A new customer account, written directly: the owner of a sample that staff create for
 * someone, so that such samples never clash with each other, nor with the rows the
 * signed-in test users own themselves. It cannot sign in (its password is no hash).
 */
export async function freshAccount(db: Knex): Promise<number> {
  const n = ++counter;
  const role = (await db('roles').where({ key: 'customer' }).first('id')) ?? (await db('roles').orderBy('id').first('id'));
  const now = new Date().toISOString();
  const [row] = await db('users')
    .insert({ first_name: `Owner ${n}`, email: `owner-${n}-${Date.now()}@test.local`, password: '-', role_id: role.id, created_at: now, updated_at: now })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/** The request body: multipart when the entity has uploads (arrays and objects as JSON), else JSON. */
export function bodyOf(meta: EntityMeta, sample: Sample, extra: Record<string, unknown> = {}): { body: FormData | string; json: boolean } {
  const values = { ...sample.values, ...extra };
  if (!meta.fields.some((f) => f.upload)) return { body: JSON.stringify(values), json: true };
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    // Numbers, booleans and null as JSON writes them, which is how String writes them too.
    fd.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  for (const [k, f] of Object.entries(sample.files)) fd.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return { body: fd, json: false };
}

/**
 * Values meeting an entity's public filter, to send: its equalities, and a day far ahead for `{ gte: 'today' }`
 * (a deadline); `{ lte: 'now' }` is met by a sample's past moment.
 */
export function publicValues(meta: EntityMeta): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(meta.publicFilter ?? {}).flatMap(([field, condition]): [string, string | number | boolean][] => {
      if (typeof condition !== 'object') return [[field, condition]];
      return 'gte' in condition ? [[field, '2099-12-31']] : [];
    }),
  );
}
