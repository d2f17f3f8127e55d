/**
 * The server's half of the kinds made of sub-fields (group, array, blocks), without the server runtime:
 * each sub-value is stored and answered as its own kind does it (rich text sanitized by the rich-text
 * kind, an option list kept as a list), so the rules of every kind hold inside a JSON value too.
 */
import type { BlockMeta, FieldMeta } from '../../runtime-shared/meta';
import type { ServerKind } from '../types/server';

type Kinds = Readonly<Record<string, ServerKind>>;
type Values = Record<string, unknown>;

/** A stored JSON value parsed (SQLite gives text, PostgreSQL's jsonb an object); `fallback` when missing or broken. */
export function parseStored(value: unknown, fallback: unknown): unknown {
  if (typeof value !== 'string') return value ?? fallback;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return fallback;
  }
}

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One object as the API answers it: every sub-field present (null when empty, as its kind answers it), nothing else. */
export function answerObject(value: unknown, fields: readonly FieldMeta[], kinds: Kinds): Values {
  const row = isObject(value) ? value : {};
  const out: Values = {};
  for (const field of fields) {
    const kind = kinds[field.kind];
    const sub = row[field.name] ?? null;
    out[field.name] = kind?.fromColumn ? kind.fromColumn(sub, { field, kinds }) : sub;
  }
  return out;
}

/** One object as it is stored: each sub-value as its kind stores it, then read back as the kind answers it (JSON, not JSON text). */
export async function storeObject(value: unknown, fields: readonly FieldMeta[], kinds: Kinds): Promise<Values> {
  const row = isObject(value) ? value : {};
  const out: Values = {};
  for (const field of fields) {
    const kind = kinds[field.kind];
    let sub = row[field.name] ?? null;
    if (sub !== null && kind?.toColumn) sub = (await kind.toColumn(sub, { field, kinds })) ?? null;
    out[field.name] = kind?.fromColumn ? kind.fromColumn(sub, { field, kinds }) : sub;
  }
  return out;
}

/** A block's type among the declared ones; a block of a type no longer declared has none (it is left out of answers). */
export const blockType = (item: unknown, types: readonly BlockMeta[]): BlockMeta | undefined =>
  isObject(item) ? types.find((t) => t.type === item.type) : undefined;
