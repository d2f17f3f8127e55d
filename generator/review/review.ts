/**
 * The change review of one generator run: the API's breaking and other changes (openapi-diff.ts), the
 * permissions gained and lost (permissions.ts), which breaking changes the entities accept, the report
 * printed, and the changelog (changelog.ts). Pure: texts in, texts out; cli.ts reads and writes the disk.
 */
import { createHash } from 'node:crypto';
import { updateChangelog, type Entry } from './changelog';
import { compareOpenApi, type ApiChange } from './openapi-diff';
import type { Json } from './schema-compare';
import { comparePermissions, type AccessModel, type PermissionChange } from './permissions';

export const PERMISSIONS_PATH = 'generated/permissions.json';
export const OPENAPI_PATH = 'generated/openapi.json';

/** An entity file's `breaking` list. */
export interface Declaration {
  source: string;
  keys: readonly string[];
}

export interface ReviewInput {
  /** The committed texts, undefined where a file does not exist yet. */
  before: { openapi?: string; permissions?: string; changelog?: string };
  after: { openapi: string; permissions: string };
  declarations: readonly Declaration[];
}

export interface Review {
  api: (ApiChange & { acceptedIn?: string })[];
  permissions: PermissionChange[];
  changelog: string;
  /** Breaking changes in the changelog that no entity accepts: `generate --check` fails on them. */
  unaccepted: { key: string; where: string[] }[];
}

const hashOf = (openapi: string | undefined, permissions: string | undefined) =>
  openapi === undefined ? 'nothing' : createHash('sha256').update(openapi).update('\0').update(permissions ?? '').digest('hex').slice(0, 12);

/**
 * Which entity file accepts a breaking change: one whose `breaking` list names its key, or names the
 * removal of a field (`banner.sub_title removed`) whose traces in that resource's operations this is
 * (`GET /api/banner parameter filter.sub_title removed`, `... parameter sort no longer allows sub_title`).
 */
export function acceptedBy(declarations: readonly Declaration[], key: string, where: readonly string[]): string | undefined {
  for (const d of declarations) {
    for (const declared of d.keys) {
      if (declared === key) return d.source;
      const removal = /^([\w-]+)\.(\w+) removed$/.exec(declared);
      if (!removal) continue;
      const [, resource, field] = removal;
      // The same field in the answers of `fields=`/`expand=` (their own schema), and as a value `fields=` offered.
      if (key === `${resource}-selection.${field} removed`) return d.source;
      // A localized field's values in the other locales go with it (docs/localization.md).
      if (key === `${resource}.translations.*.${field} removed` || key === `${resource}-selection.translations.*.${field} removed`) return d.source;
      const onResource = where.length > 0 && where.every((w) => new RegExp(`^[A-Z]+ /api/${resource}(/|$)`).test(w));
      if (onResource && (new RegExp(`(\\.|allows )${field}( |$)`).test(key) || key.endsWith(` value '${field}' removed`))) return d.source;
    }
  }
  return undefined;
}

export function reviewChanges({ before, after, declarations }: ReviewInput): Review {
  const api = before.openapi === undefined ? [] : compareOpenApi(JSON.parse(before.openapi) as Json, JSON.parse(after.openapi) as Json);
  const permissions = before.permissions === undefined ? [] : comparePermissions(JSON.parse(before.permissions) as AccessModel, JSON.parse(after.permissions) as AccessModel);
  const accepted = api.map((c): ApiChange & { acceptedIn?: string } => {
    const file = c.breaking ? acceptedBy(declarations, c.key, c.where) : undefined;
    return file ? { ...c, acceptedIn: file } : c;
  });
  const hashes = { before: hashOf(before.openapi, before.permissions), after: hashOf(after.openapi, after.permissions) };
  const entry: Entry | undefined =
    hashes.before !== hashes.after && (api.length > 0 || permissions.length > 0)
      ? {
          hash: hashes.after,
          from: hashes.before,
          breaking: accepted.filter((c) => c.breaking).map((c) => ({ key: c.key, where: c.where, ...(c.acceptedIn ? { acceptedIn: c.acceptedIn } : {}) })),
          other: api.filter((c) => !c.breaking).map((c) => c.key),
          permissions: permissions.map((p) => p.text),
        }
      : undefined;
  const { text, unaccepted } = updateChangelog(before.changelog, hashes, entry, (key, where) => acceptedBy(declarations, key, where));
  return { api: accepted, permissions, changelog: text, unaccepted };
}

/** The report `npm run generate` prints. */
export function reportLines(review: Review): string[] {
  const lines: string[] = [];
  if (review.api.length) {
    lines.push('API changes (generated/API-CHANGELOG.md):');
    for (const c of review.api) {
      const status = !c.breaking ? '' : c.acceptedIn ? ` (accepted in ${c.acceptedIn})` : ' (NOT ACCEPTED)';
      lines.push(`  ${c.breaking ? 'BREAKING ' : ''}${c.key}${status}`);
    }
  }
  if (review.permissions.length) {
    lines.push('Permission changes:');
    for (const p of review.permissions) lines.push(`  ${p.text}`);
  }
  if (review.unaccepted.length) {
    // The fewest keys to declare: a field's removal accepts its traces in its resource's operations.
    const removals = [{ source: '', keys: review.unaccepted.map((u) => u.key).filter((k) => /^[\w-]+\.\w+ removed$/.test(k) && !/^[\w-]+-selection\./.test(k)) }];
    const needed = review.unaccepted.filter((u) => removals[0]!.keys.includes(u.key) || acceptedBy(removals, u.key, u.where) === undefined);
    lines.push(
      'Breaking changes no entity accepts (`npm run generate -- --check` fails until one does):',
      ...review.unaccepted.map((u) => `  ${u.key}`),
      `Accept them in the entity they concern: breaking: [${needed.map((u) => `'${u.key.replace(/'/g, "\\'")}'`).join(', ')}]`,
    );
  }
  return lines;
}
