/**
 * The server part of a field kind: how runtime-server stores, answers, filters, exports and imports
 * a value of the kind. Each `kinds/<kind>/server.ts` exports `server` implementing `ServerKind`;
 * `kinds/registry/server.ts` (written by `npm run generate`) lists them all, and runtime-server asks
 * `serverKinds[field.kind]` instead of branching on the kind's name. Every member is optional: a
 * kind without it gets the plain behaviour of a text column, named on each member.
 */
import type { FieldMeta } from '../../runtime-shared/meta';

/** A CSV cell read as the value the zod schema then checks, or why it cannot be read. */
export type Cell = { value: unknown } | { error: string };

/** What a filter value is checked against: the column, and its field (none for `id` and the timestamps). */
export interface FilterContext {
  column: string;
  field: FieldMeta | undefined;
  /** The query parameter as sent (`filter[total][in]`), for the 400's message. */
  param: string;
}

/**
 * What `fromColumn` and `toColumn` are told: the field, and every kind's server part, so that a kind made
 * of sub-fields (group, array, blocks) stores and answers each sub-value as the sub-field's own kind does.
 */
export interface ValueContext {
  field: FieldMeta;
  kinds: Readonly<Record<string, ServerKind>>;
}

export interface ServerKind {
  /** `false`: the value lives outside the entity's table (a join table): never selected, nor answered from the row. */
  inTable?: false;
  /** The stored column value as the API answers it, the same on SQLite and PostgreSQL. @default the value, or null */
  fromColumn?(value: unknown, ctx: ValueContext): unknown;
  /**
   * The value the zod schema gave (present in the input) as the column stores it: JSON text, sanitized
   * HTML, a password hash. `undefined` leaves the column out of the write (a blank password keeps the stored one).
   * @default the value as it is
   */
  toColumn?(value: unknown, ctx: ValueContext): unknown;
  /**
   * One `filter[<column>]` value (also each value of `in`/`nin`) as the column compares it; throws a 400
   * naming `ctx.param`. Which operators the kind takes is declared beside its column, in its emit part
   * (`filters` of kinds/types/emit.ts): the generator documents them, so they live where it can read them.
   * @default the text
   */
  filterValue?(raw: string, ctx: FilterContext): string | number | boolean;
  /** A (non-null) answered value as CSV text, and whether it is a number. @default its text */
  toCsv?(value: unknown): { text: string; numeric?: boolean };
  /** A CSV cell's text (untrimmed) as the value the zod schema reads. @default the text */
  fromCsv?(text: string): Cell;
  /** A unique value as stored, to find the record a CSV row updates. @default trimmed */
  storedForm?(text: string): string;
  /** A secret (a password hash): never exported or imported, redacted in the audit log, not restored from versions. */
  secret?: true;
  /** `false`: a bulk update cannot set it (one value for every row makes no sense: link lists, secrets). */
  bulk?: false;
  /** The longest value in bytes a multipart part may carry, when the field sets no `maxLength`. @default a scalar's */
  partBytes?: number;
  /** A yes/no value: its label reads as what the record is ("not published"), in action refusals. */
  flag?: true;
  /**
   * How SQL tells that a stored value has content, for the missing-translation filter (runtime-server/crud/
   * localize.ts): `text` a non-empty string; `list` a non-empty JSON array; `object` a JSON object one of whose
   * `text` sub-fields has some. The kinds that can be `localized` say it.
   */
  presence?: 'text' | 'list' | 'object';
}
