/**
 * Checks an entity's `search` (the site search): every name is a field whose value holds words (no secrets,
 * files or relations), the public may read the entity (visitors search it), and the address names fields.
 */
import type { AccessLevel, Operation, SearchMeta } from '../runtime-shared/meta';
import type { AnyEntity } from './dsl';
import { DefinitionError } from './errors';
import { kindOf } from './kind-of';
import type { SanitizedField } from './model';

/** Words live in text and JSON columns; ids, files, dates, flags, numbers and secrets are nothing a visitor types. */
const holdsWords = (f: SanitizedField) =>
  ['string', 'text', 'json'].includes(f.column?.type ?? '') && kindOf(f.definition).time === undefined && !f.meta.writeOnly && !f.meta.upload && !f.meta.relation && !f.meta.manyToMany;

export function sanitizeSearch(source: string, d: AnyEntity, fields: readonly SanitizedField[], access: Record<Operation, AccessLevel>): SearchMeta | undefined {
  const search = d.search;
  if (!search) return undefined;
  const fail = (message: string): never => {
    throw new DefinitionError(source, 'search', message);
  };
  if (access.read !== 'public') fail(`the site search answers visitors: it needs access.read 'public' (it is '${access.read}')`);
  if (d.singleton) fail('a singleton has no records to find');
  const check = (names: readonly string[], where: string) => {
    for (const name of names) {
      const field = fields.find((f) => f.name === name) ?? fail(`${where}: "${name}" is not a field of this entity; fields are ${fields.map((f) => f.name).join(', ')}`);
      if (!holdsWords(field)) fail(`${where}: "${name}" is a ${field.kind} field, which holds no words to search`);
    }
  };
  if (search.title.length === 0) fail('title: name at least one field');
  check(search.title, 'title');
  check(search.body ?? [], 'body');
  if (!search.url.startsWith('/')) fail(`url: "${search.url}" must be a path of the site, starting with /`);
  for (const [, name] of search.url.matchAll(/:(\w+)/g)) {
    if (name !== 'id' && !fields.some((f) => f.name === name)) fail(`url: ":${name}" is not a field of this entity`);
  }
  return { title: [...search.title], body: [...(search.body ?? [])], url: search.url };
}
