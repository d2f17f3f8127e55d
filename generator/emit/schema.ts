/** Emits `generated/schemas/<name>.schema.ts`: run-time meta, zod schemas and the record type. */
import { TRANSLATIONS_FIELD } from '../sanitize-locales';
import { kindOf } from '../kind-of';
import { kindContext } from './kind-context';
import { withSubFields, type SanitizedEntity, type SanitizedField } from '../model';
import { quote, tsLiteral } from '../names';
import { fromGenerated, header, usedNames } from './header';

const VALIDATORS = ['booleanValue', 'dateTimeValue', 'dateValue', 'enumValue', 'fileValue', 'htmlValue', 'idListValue', 'idValue', 'jsonValue', 'moneyValue', 'numberValue', 'optionsValue', 'passwordValue', 'textValue'];


const literal = tsLiteral;

function metaSource(e: SanitizedEntity): string {
  const fields = e.fields.map((f) => `    ${literal(f.meta)},`).join('\n');
  return `export const ${e.camel}Meta = {
  name: ${quote(e.name)},
  table: ${quote(e.table)},
  label: ${quote(e.label)},
  pluralLabel: ${quote(e.pluralLabel)},
  titleField: ${quote(e.titleField)},
  defaultSort: ${quote(e.defaultSort)},
  access: ${literal(e.access)},${e.owner ? `
  owner: ${quote(e.owner)},` : ''}${e.unique.length ? `
  unique: ${literal(e.unique)},` : ''}
  admin: ${literal(e.admin)},
  singleton: ${e.singleton},${e.publicFilter ? `
  publicFilter: ${literal(e.publicFilter)},` : ''}
  listFilters: ${literal(e.listFilters)},
  actions: ${literal(e.actions)},${e.softDelete ? `
  softDelete: true,` : ''}${e.rules.length ? `
  rules: ${literal(e.rules)},` : ''}${e.editableWhile ? `
  editableWhile: ${literal(e.editableWhile)},` : ''}${e.library ? `
  library: ${literal(e.library)},` : ''}${e.cache ? `
  cache: ${literal(e.cache)},` : ''}${e.expandDepth !== undefined ? `
  expandDepth: ${e.expandDepth},` : ''}${e.drafts ? `
  drafts: ${literal(e.drafts)},` : ''}${e.search ? `
  search: ${literal(e.search)},` : ''}
  rowLinks: ${literal(e.rowLinks)},
  views: ${literal(e.views.filter((v) => v.params.length === 0).map((v) => ({ path: v.path, title: v.title })))},
  fields: [
${fields}
  ],
} as const satisfies EntityMeta;`;
}

function schemaSource(e: SanitizedEntity): string {
  // The translations (sanitize-locales.ts) are written by the server: a write without them keeps the stored ones.
  const optional = (f: SanitizedField) => (f.name === TRANSLATIONS_FIELD && f.meta.readOnly ? '.optional()' : '');
  const create = e.fields.map((f) => `  ${f.name}: ${kindOf(f.definition).zod(f.definition, kindContext(f, f.required !== false))}${optional(f)},`);
  // On update, fields required only when adding may be left out (the stored value stays) but never
  // emptied: their column is NOT NULL. Write-only values (passwords) are optional too: blank keeps the old one.
  const writeOnly = (f: SanitizedField) => kindOf(f.definition).writeOnly === true;
  const relaxed = e.fields.filter((f) => f.required === 'onCreate' || (writeOnly(f) && f.required));
  const update = relaxed.map((f) => {
    const zod = writeOnly(f) ? kindOf(f.definition).zod(f.definition, kindContext(f, false)) : `${kindOf(f.definition).zod(f.definition, kindContext(f, true))}.optional()`;
    return `  ${f.name}: ${zod},`;
  });
  const updateSource = update.length
    ? `${e.camel}CreateSchema.extend({\n${update.join('\n')}\n})`
    : `${e.camel}CreateSchema`;
  return `export const ${e.camel}CreateSchema = z.object({
${create.join('\n')}
});

export const ${e.camel}UpdateSchema = ${updateSource};

/** What a client sends to create a ${e.label}. */
export type ${e.pascal}Input = z.input<typeof ${e.camel}CreateSchema>;`;
}

function recordType(e: SanitizedEntity): string {
  const lines = ['  id: number;'];
  for (const f of e.fields) {
    if (f.meta.writeOnly) continue;
    // The translations are left out of an answer in one locale (`locale=`), which has `_meta` instead.
    const translations = f.name === TRANSLATIONS_FIELD && f.meta.readOnly;
    lines.push(`  ${f.name}${translations ? '?' : ''}: ${translations ? 'Record<string, Record<string, unknown>>' : kindOf(f.definition).tsType(f.definition, kindContext(f, f.required !== false))};`);
    if (translations) lines.push(`  _meta?: { locale: string; fallback: (${e.fields.filter((l) => l.meta.localized).map((l) => `'${l.name}'`).join(' | ')})[] };`);
    const rel = f.meta.relation;
    if (rel) lines.push(`  ${rel.as}?: { id: number; ${[rel.show, ...(rel.also ?? [])].map((name) => `${name}: string`).join('; ')} } | null;`);
    const many = f.meta.manyToMany;
    if (many) lines.push(`  ${many.as}?: { id: number; ${many.show}: string }[];`);
  }
  lines.push('  created_at: string;', '  updated_at: string;');
  return `/** A ${e.label} as the API answers it. */\nexport interface ${e.pascal} {\n${lines.join('\n')}\n}`;
}

export function emitSchema(e: SanitizedEntity): string {
  const body = [metaSource(e), schemaSource(e), recordType(e)].join('\n\n');
  const validators = usedNames(body, VALIDATORS, (n) => `${n}(`);
  // Zod helpers a kind brings itself (kinds/<kind>/): imported from there, one line per module.
  const helpers = new Map(e.fields.flatMap(withSubFields).flatMap((f) => {
    const own = kindOf(f.definition).zodHelpers;
    return own ? [[own.from, own.names] as const] : [];
  }));
  // A kind's helpers are imported only where its zod expressions call them (a json field without a schema uses none).
  const kindImports = [...helpers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => [from, usedNames(body, names, (n) => `${n}(`)] as const)
    .filter(([, used]) => used.length > 0)
    .map(([from, used]) => `import { ${used.join(', ')} } from '${fromGenerated(1, from)}';\n`);
  return `${header(e.source)}import { z } from 'zod';
import type { EntityMeta } from '${fromGenerated(1, 'runtime-shared/meta')}';
import { ${validators.join(', ')} } from '${fromGenerated(1, 'runtime-shared/validation')}';
${kindImports.join('')}
${body}
`;
}
