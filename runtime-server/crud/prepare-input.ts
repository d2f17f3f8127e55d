/**
 * From a request body to the values to store: uploads checked and written,
 * the zod schema applied, rich text sanitized, passwords hashed, related
 * records checked to exist. Files written here are listed so that the caller
 * can remove them if anything later fails.
 */
import type { Knex } from 'knex';
import type { ZodType } from 'zod';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { grants } from '../auth/access';
import { badRequest, invalidFields } from '../http/errors';
import { applyUploads } from '../uploads/apply-uploads';
import { assertAltText } from '../uploads/library';
import { removeFile } from '../uploads/storage';
import { firstPrepared } from '../db/prepared';
import { liveIdQuery } from './fixed-shapes';
import { stampOwner } from './ownership';
import { statementsOf } from './statements';
import { assertUniqueCombinations } from './unique';
import type { UploadStore } from '../uploads/store';
import type { Row } from './serialize';
import { inTrash } from './trash-filter';
import { intoLocale, TRANSLATIONS } from './localize';
import { defaultLocale } from '../../runtime-shared/locales';

export interface Prepared {
  values: Row;
  /** Many-to-many ids per field, written to join tables after the row. */
  links: Record<string, number[]>;
  /** Files written for this request: removed again if the write fails. */
  written: string[];
  /** The upload fields given a media-library file: checked again inside the write's transaction. */
  picked: string[];
}

export interface PrepareOptions {
  db: Knex;
  uploads: UploadStore;
  meta: EntityMeta;
  schema: ZodType;
  body: Row;
  files: unknown;
  /** The stored record when updating. */
  existing?: Row;
  /** Who writes: staff-only fields are ignored from anyone without the entity's grant. */
  actor?: AuthUser;
  /** Every entity of the app: image and file fields may pick files of the media library (uploads/library.ts). */
  entities?: ReadonlyMap<string, EntityMeta>;
  /** Upload fields given a file already in the store (uploads/apply-uploads.ts; only the system gives them). */
  storedFiles?: Readonly<Record<string, string>>;
  /**
   * The entity's `beforeChange` hooks (local-api/hooks.ts): given the validated values, they answer the values
   * to store, which then get the relation, unique and column steps as any others.
   */
  beforeChange?: (values: Row) => Promise<Row>;
  /**
   * The content locale written (`?locale=`, crud/localize.ts): in another than the default, the localized
   * fields' values go to the record's translations in that locale. Records are created in the default.
   */
  locale?: string;
  /**
   * The record's `translations` are taken from the input as they are: publishing a draft and restoring a
   * version carry the translations they hold (values the server stored, each checked when written).
   */
  withTranslations?: boolean;
}

export async function prepareInput(o: PrepareOptions): Promise<Prepared> {
  const body: Row = { ...o.body };
  delete body._method;
  const operation = o.existing ? 'update' : 'create';
  for (const field of o.meta.fields) {
    if (field.staffOnly && !grants(o.actor?.role, o.meta.name, operation)) delete body[field.name];
    // Set by the server (the library's facts, the translations), never by a request.
    if (field.readOnly && !(o.withTranslations && field.name === TRANSLATIONS)) delete body[field.name];
  }
  stampOwner(o.meta, body, o.actor, o.existing);
  const written: string[] = [];
  const picked: string[] = [];
  try {
    const kept = await applyUploads(o, body, written, picked);
    const parsed = o.schema.safeParse(body);
    if (!parsed.success) {
      throw invalidFields(issueFields(o.meta, parsed.error.issues));
    }
    let values = parsed.data as Row;
    if (!o.withTranslations) delete values[TRANSLATIONS]; // only `intoLocale` below writes them
    if (o.meta.library) assertAltText(o.meta.library, { ...o.existing, ...values });
    for (const field of kept) delete values[field]; // the stored file stays, whatever it is at write time
    if (o.beforeChange) values = { ...(await o.beforeChange(values)) };
    if (o.locale !== undefined && o.locale !== defaultLocale()) {
      if (!o.existing) throw badRequest(`Records are created in the default locale (${defaultLocale()}); add the ${o.locale} values by updating it with ?locale=${o.locale}`);
      values = await intoLocale(o.meta, values, o.locale, o.existing[TRANSLATIONS]);
    }
    const links = await finishValues(o, values);
    return { values, links, written, picked };
  } catch (error) {
    await Promise.all(written.map((f) => removeFile(o.uploads, f)));
    throw error;
  }
}

/**
 * The first message per field. A field made of sub-fields (group, array, blocks) names the sub-field's path,
 * `benefits.2.title`, so that the form shows it beside that input; other fields keep their own name.
 */
function issueFields(meta: EntityMeta, issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const top = String(issue.path[0] ?? '_');
    const field = meta.fields.find((f) => f.name === top);
    const structured = field?.fields !== undefined || field?.blocks !== undefined;
    fields[structured ? issue.path.map(String).join('.') : top] ??= issue.message;
  }
  return fields;
}

async function finishValues(o: PrepareOptions, values: Row): Promise<Record<string, number[]>> {
  const missing: Record<string, string> = {};
  const links: Record<string, number[]> = {};
  for (const field of o.meta.fields) {
    const value = values[field.name];
    // The column's form of the value (JSON text, sanitized HTML, a password hash); none: left out (a blank password keeps the stored one).
    const kind = serverKinds[field.kind];
    if (kind.toColumn && field.name in values) {
      const stored = await kind.toColumn(value, { field, kinds: serverKinds });
      if (stored === undefined) delete values[field.name];
      else values[field.name] = stored;
    }
    if (field.manyToMany && Array.isArray(value)) {
      const ids = [...new Set(value as number[])];
      // A target in the trash counts as missing (crud/trash-filter.ts).
      const found = ids.length ? ((await inTrash(o.db(field.manyToMany.table), field.manyToMany, false).whereIn('id', ids).pluck('id')) as unknown[]) : [];
      if (found.length !== ids.length) missing[field.name] = `Some chosen ${field.label.toLowerCase()} do not exist`;
      links[field.name] = ids;
      delete values[field.name];
    }
    // A kept value is not checked again: a record whose related record went to the trash stays editable.
    if (field.relation && typeof value === 'number' && Number(o.existing?.[field.name]) !== value) {
      const prepared = statementsOf(o.meta)?.chosen?.[field.name];
      const found: unknown = prepared ? await firstPrepared(o.db, prepared, { id: value }) : await liveIdQuery(o.db, field.relation, value);
      if (!found) missing[field.name] = `No ${field.label.toLowerCase()} with id ${value}`;
    }
  }
  if (Object.keys(missing).length) throw invalidFields(missing);
  await assertUniqueCombinations(o.db, o.meta, values, o.existing);
  return links;
}
