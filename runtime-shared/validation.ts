/**
 * Zod building blocks for generated schemas. The same schema validates the
 * admin form in the browser and the request body on the server, so every
 * helper accepts what both send: HTML inputs and multipart bodies give
 * strings, JSON gives numbers and booleans, and an empty input means "no value".
 */
import { z } from 'zod';

export const REQUIRED = 'This field is required';

/** The range of an integer column on PostgreSQL (int4): SQLite holds more, but the API answers the same on both. */
export const MAX_INT = 2_147_483_647;
export const MIN_INT = -2_147_483_648;

const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const blankToNull = (value: unknown): unknown =>
  value === '' || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Picks the required or the optional schema, keeping the precise type of each for `z.infer`. */
type Choose<R extends boolean, A, B> = R extends true ? A : B;
function choose<R extends boolean, A, B>(required: R, whenRequired: () => A, whenOptional: () => B): Choose<R, A, B> {
  return (required ? whenRequired() : whenOptional()) as Choose<R, A, B>;
}

/** PostgreSQL cannot store a NUL character in text or JSON; no form can type one. */
const NUL_MESSAGE = 'Contains a character that is not allowed (NUL)';
const WITHOUT_NUL = /^[^\0]*$/;

function tooLong(max: number): string {
  return `Must be at most ${max} characters`;
}

/** An email address as stored and compared: `" Admin@Example.com"` and `"admin@example.com"` are one account. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/** A `%` that starts no escape, or a character that RFC 3986 does not allow as it is among `allowed`. */
const outside = (allowed: string) => new RegExp(`%(?![0-9A-Fa-f]{2})|[^${allowed}%]`, 'gu');
const PCHAR = "A-Za-z0-9\\-._~!$&'()*+,;=:@";
const NOT_IN_HOST = outside(`${PCHAR}\\[\\]`); // brackets only around an IPv6 address
const NOT_IN_PATH = outside(`${PCHAR}/?`); // path and query
const NOT_IN_FRAGMENT = NOT_IN_PATH; // a second `#` is encoded too

function encodeCharacter(c: string): string {
  if (c === '%') return '%25';
  try {
    return encodeURIComponent(c);
  } catch {
    return '%EF%BF%BD'; // half of a surrogate pair on its own: the replacement character
  }
}

/**
 * A pasted address in the form of a URI reference (RFC 3986), as the OpenAPI document promises: what is not
 * allowed as it is where it stands gets percent-encoded as UTF-8, so `https://de.wikipedia.org/wiki/Straße`
 * is kept as `https://de.wikipedia.org/wiki/Stra%C3%9Fe` (browsers show it as typed); escapes already there stay.
 */
export function percentEncode(url: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(url)?.[0] ?? '';
  const rest = url.slice(scheme.length);
  const hostEnd = scheme ? rest.search(/[/?#]|$/) : 0;
  const afterHost = rest.slice(hostEnd);
  const hash = afterHost.indexOf('#');
  const [path, fragment] = hash < 0 ? [afterHost, null] : [afterHost.slice(0, hash), afterHost.slice(hash + 1)];
  return (
    scheme +
    rest.slice(0, hostEnd).replace(NOT_IN_HOST, encodeCharacter) +
    path.replace(NOT_IN_PATH, encodeCharacter) +
    (fragment === null ? '' : `#${fragment.replace(NOT_IN_FRAGMENT, encodeCharacter)}`)
  );
}

/** A single-line string; `required` rejects empty and whitespace-only input. Emails are stored in lower case. */
export function textValue<const R extends boolean>(options: { required: R; max: number; format?: 'email' | 'url' | 'phone' }) {
  let base = z.string({ error: REQUIRED }).trim();
  if (options.format === 'url') base = base.overwrite(percentEncode);
  base = base.max(options.max, tooLong(options.max)).regex(WITHOUT_NUL, NUL_MESSAGE);
  if (options.format === 'email') base = base.toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address');
  if (options.format === 'url') base = base.regex(/^(https?:\/\/|\/)/i, 'Enter a valid URL (http:// or https://)');
  if (options.format === 'phone') base = base.regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a valid phone number');
  return choose(options.required, () => z.preprocess(blankToUndefined, base.min(1, REQUIRED)), () => z.preprocess(blankToNull, base.nullable()).optional());
}

/** Rich-text HTML. Quill's empty document (`<p><br></p>`) counts as empty. */
export function htmlValue<const R extends boolean>(options: { required: R }) {
  const isEmpty = (value: unknown) =>
    typeof value === 'string' && value.replace(/<(?!img|iframe)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim() === '';
  const normalise = (value: unknown) => (isEmpty(value) ? undefined : value);
  const base = z.string({ error: REQUIRED }).max(200_000, 'The text is too long').regex(WITHOUT_NUL, NUL_MESSAGE);
  return choose(options.required, () => z.preprocess(normalise, base), () => z.preprocess((v) => normalise(v) ?? null, base.nullable()).optional());
}

/** A password as typed: never trimmed; optional on edit means "keep the old one". */
export function passwordValue<const R extends boolean>(options: { required: R }) {
  const base = z.string({ error: REQUIRED }).min(8, 'Use at least 8 characters').max(200, tooLong(200));
  return choose(options.required, () => z.preprocess(blankToUndefined, base), () => z.preprocess(blankToUndefined, base.optional()));
}

/** A whole or decimal number; strings from inputs are converted. */
export function numberValue<const R extends boolean>(options: { required: R; integer: boolean; min?: number; max?: number; default?: number }) {
  let base = z.number({ error: options.required ? REQUIRED : 'Enter a number' });
  if (options.integer) base = base.int('Enter a whole number');
  const min = options.min ?? (options.integer ? MIN_INT : undefined);
  const max = options.max ?? (options.integer ? MAX_INT : undefined);
  if (min !== undefined) base = base.min(min, `Must be at least ${min}`);
  if (max !== undefined) base = base.max(max, `Must be at most ${max}`);
  const toNumber = (v: unknown) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' ? Number(blank) : blank;
  };
  const fallback = options.default;
  if (!options.required && fallback !== undefined) {
    // A number with a default is never stored empty (its column is NOT NULL): blank input means the
    // default, leaving it out keeps the default (or the stored value), and null is refused.
    return z.preprocess((v) => (v === null ? v : (toNumber(v) ?? fallback)), base).optional();
  }
  return choose(options.required, () => z.preprocess(toNumber, base), () => z.preprocess((v) => toNumber(v) ?? null, base.nullable()).optional());
}

/** The id of a related record. */
export function idValue<const R extends boolean>(options: { required: R }) {
  const base = z.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(MAX_INT, 'No record has this id');
  const toId = (v: unknown) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' ? Number(blank) : blank;
  };
  return choose(options.required, () => z.preprocess(toId, base), () => z.preprocess((v) => toId(v) ?? null, base.nullable()).optional());
}

/** A checkbox: multipart sends "true"/"false"/"on" (or nothing when unticked), JSON sends booleans. Never null: its column is NOT NULL. */
export function booleanValue(fallback = false) {
  return z.preprocess((v) => {
    // Left out: the declared default (the column's and the document's); blank: false, as an unticked box.
    if (v === undefined) return fallback;
    if (v === '') return false;
    if (typeof v === 'string') return ['true', '1', 'on', 'yes'].includes(v.toLowerCase());
    return v;
  }, z.boolean({ error: 'Choose true or false' }));
}

/** One of a fixed set of values. */
export function enumValue<const T extends readonly [string, ...string[]], const R extends boolean>(values: T, options: { required: R }) {
  const base = z.enum(values, { error: options.required ? REQUIRED : 'Choose one of the options' });
  return choose(options.required, () => z.preprocess(blankToUndefined, base), () => z.preprocess((v) => blankToUndefined(v) ?? null, base.nullable()).optional());
}

/** What a date or a date and time naming a day the calendar lacks (2026-02-30, 2026-13-01) is told. */
export const REAL_DATE = 'Enter a real date (YYYY-MM-DD)';

/**
 * Whether a string starts with a day that exists, as zod's ISO date does it (leap years included):
 * `Date.parse` rolls 2026-02-30 over to 2 March instead of refusing it. The one calendar check that
 * dates, dates and times and list filters share.
 */
export const isRealDate = (value: string): boolean => z.iso.date().safeParse(value.slice(0, 10)).success;

/** A calendar date as a ten-character ISO string (YYYY-MM-DD). */
export function dateValue<const R extends boolean>(options: { required: R }) {
  const base = z
    .string({ error: REQUIRED })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD', abort: true })
    .refine(isRealDate, REAL_DATE);
  return choose(options.required, () => z.preprocess(blankToUndefined, base), () => z.preprocess((v) => blankToUndefined(v) ?? null, base.nullable()).optional());
}

/**
 * An uploaded file: in the browser a `File` picked by the user or the path
 * already stored; on the server, after the upload step, always a stored path.
 */
export function fileValue<const R extends boolean>(options: { required: R }) {
  const isFile = (v: unknown) => typeof Blob !== 'undefined' && v instanceof Blob;
  const base = z.custom<Blob | string>((v) => isFile(v) || (typeof v === 'string' && v.length > 0), REQUIRED);
  return choose(options.required, () => z.preprocess(blankToUndefined, base), () => z.preprocess((v) => blankToUndefined(v) ?? null, base.nullable()).optional());
}

/** Money in integer minor units (cents); never a float. */
export function moneyValue<const R extends boolean>(options: { required: R; default?: number }) {
  return numberValue({ required: options.required, integer: true, min: 0, ...(options.default !== undefined ? { default: options.default } : {}) });
}

/** A moment as an ISO 8601 string in UTC; a `datetime-local` input's value is read as the browser's local time. */
export function dateTimeValue<const R extends boolean>(options: { required: R }) {
  const toIso = (v: unknown) => {
    const blank = blankToUndefined(v);
    if (typeof blank !== 'string') return blank;
    // An impossible day stays as sent, for the refinement below to refuse: Date.parse would move it to the next month.
    if (!isRealDate(blank)) return blank;
    const time = Date.parse(blank);
    return Number.isNaN(time) ? blank : new Date(time).toISOString();
  };
  const base = z
    .string({ error: REQUIRED })
    .refine((s) => !/^\d{4}-\d{2}-\d{2}/.test(s) || isRealDate(s), { message: REAL_DATE, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?Z$/, 'Enter a date and time');
  return choose(options.required, () => z.preprocess(toIso, base), () => z.preprocess((v) => toIso(v) ?? null, base.nullable()).optional());
}

/** Reads a list sent as an array, a JSON string (multipart) or one value; null stays null, to be refused (a list is never null). */
function toList(v: unknown): unknown {
  if (v === undefined || v === '') return [];
  if (typeof v === 'string') {
    if (v.trim().startsWith('[')) {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return [v];
  }
  return v;
}

/** A list of short strings (answer options). */
export function optionsValue<const R extends boolean>(options: { required: R; maxItems: number }) {
  const base = z
    .array(z.string().trim().min(1, 'An option cannot be empty').max(500, tooLong(500)).regex(WITHOUT_NUL, NUL_MESSAGE), { error: 'Enter a list of options' })
    .max(options.maxItems, `At most ${options.maxItems} options`);
  return z.preprocess(toList, options.required ? base.min(1, REQUIRED) : base);
}

/** The ids of related records (many-to-many). */
export function idListValue() {
  return z.preprocess(
    (v) => {
      const list = toList(v);
      return Array.isArray(list) ? (list as unknown[]).map((x) => (typeof x === 'string' && x.trim() !== '' ? Number(x) : x)) : list;
    },
    z.array(z.number().int().positive().max(MAX_INT), { error: 'Choose from the list' }),
  );
}

/** Free-form JSON (an object); multipart sends it as a string (text that is no JSON is refused with the parser's message). Never null: blank means `{}`. */
export function jsonValue() {
  return z.preprocess(
    (v, ctx) => {
      if (v === undefined || v === '') return {};
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch (error) {
        // Where the text breaks, as the parser says it, before the schema's general message.
        ctx.addIssue({ code: 'custom', message: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` });
        return v;
      }
    },
    // JSON.stringify writes a NUL, in a key or a value, as the escape \u0000.
    z.record(z.string(), z.unknown(), { error: 'Enter a JSON object' }).refine((v) => !JSON.stringify(v).includes('\\u0000'), NUL_MESSAGE),
  );
}
