/**
 * What the API answers to the server's own render of a preview
 * (site/server/render/preview.ts): its reads carry the preview link's token in
 * the `X-Preview` header, and for that one record the draft is answered
 * instead of the live values, even while the public cannot see the record.
 * Nothing else changes: other records, other entities and every request
 * without a genuine, unexpired, current token read as the public does.
 */
import type { Request } from 'express';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { Condition } from '../crud/list-filter';
import type { ListQuery } from '../crud/list-query';
import type { ListResult } from '../crud/read';
import type { Row } from '../crud/serialize';
import { inTrash } from '../crud/trash-filter';
import { contextOf, viewerOf } from '../http/context';
import { currentVersion, readDraft, withDraft } from './draft-store';
import { verifyPreview, type PreviewClaim } from './preview-token';

export const PREVIEW_HEADER = 'X-Preview';

/** The genuine claim of a token, when it is current: the record's draft (or record) is still the version it names. */
export async function currentPreview(req: Request, meta: EntityMeta, token: string | undefined = req.get(PREVIEW_HEADER)): Promise<{ claim: PreviewClaim; record: Row } | undefined> {
  if (!token || !meta.drafts) return undefined;
  const { db, jwtSecret } = contextOf(req);
  const check = verifyPreview(jwtSecret, token);
  if (!check.ok || check.claim.entity !== meta.name) return undefined;
  const raw = (await inTrash(db(meta.table), meta, false).where({ id: check.claim.id }).first()) as Row | undefined;
  if (!raw) return undefined;
  const draft = await readDraft(db, meta, check.claim.id);
  if (currentVersion(raw, draft) !== check.claim.version) return undefined;
  return { claim: check.claim, record: await withDraft(db, meta, raw, draft, viewerOf(req)) };
}

/**
 * A filter's test of a record as the API answers it (its columns hold text, numbers and booleans), for
 * every condition the list syntax makes (crud/list-filter.ts): `ne` and `nin` let empty values pass, as in SQL there.
 */
const meets = (record: Row, c: Condition): boolean => {
  if ('or' in c) return c.or.some((branch) => branch.every((x) => meets(record, x)));
  const stored = record[c.column];
  // A group's sub-field (`seo.no_index`): the record holds the group's object.
  const actual = (c.path !== undefined ? (stored as Record<string, unknown> | null | undefined)?.[c.path] : stored) as string | number | boolean | null | undefined;
  const empty = actual === null || actual === undefined;
  const text = String(actual);
  switch (c.op) {
    case 'null': return empty;
    case 'notNull': return !empty;
    case 'in': return !empty && c.values.some((v) => String(v) === text);
    case 'nin': return empty || !c.values.some((v) => String(v) === text);
    case '<>': return empty || String(c.value) !== text;
    case 'contains': return !empty && text.toLowerCase().includes(c.value.toLowerCase());
    case 'startsWith': return !empty && text.toLowerCase().startsWith(c.value.toLowerCase());
    default: {
      if (empty) return c.orNull === true;
      const wanted = String(c.value);
      return c.op === '=' ? text === wanted : c.op === '<=' ? text <= wanted : text >= wanted;
    }
  }
};

/**
 * A page of a list with the previewed record in place of its live row: where the live row was, or first
 * when the public list did not have it, and only if it meets the filters the caller asked for.
 */
export function withPreviewRow(result: ListResult, record: Row, asked: ListQuery['filters']): ListResult {
  const at = result.data.findIndex((r) => r.id === record.id);
  const data = result.data.filter((r) => r.id !== record.id);
  if (!asked.every((f) => meets(record, f))) return { ...result, data, meta: { ...result.meta, total: result.meta.total - (at >= 0 ? 1 : 0) } };
  data.splice(at >= 0 ? at : 0, 0, record);
  return { ...result, data, meta: { ...result.meta, total: result.meta.total + (at >= 0 ? 0 : 1) } };
}
