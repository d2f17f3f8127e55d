/**
 * Emits the typed API client: `generated/api/<name>.api.ts` per entity (a
 * `resourceClient` typed with the record, the input and the sortable fields)
 * and `generated/api/index.ts`. Site pages import these instead of writing paths.
 */
import type { SanitizedEntity } from '../model';
import { quote } from '../names';
import { sortableFields } from './openapi-common';
import { fromGenerated, header } from './header';

/**
 * Owned entities: the owner field is optional in what the client sends (the server sets it
 * from the token for customers), and the client's documentation says whose rows it reaches.
 */
function ownerParts(e: SanitizedEntity): { input: string; types: string; doc: string } {
  const input = `${e.pascal}Input`;
  if (!e.owner) return { input, types: '', doc: '' };
  const owner = e.owner;
  return {
    input: `${e.pascal}ClientInput`,
    types: `
/** What a client sends: \`${owner}\` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type ${e.pascal}ClientInput = Omit<${input}, '${owner}'> & { ${owner}?: ${input}['${owner}'] };
`,
    doc: ` * Owned by \`${owner}\`: ${ownerReach(e)}\n`,
  };
}

function ownerReach(e: SanitizedEntity): string {
  const ops = (['read', 'update', 'delete'] as const).filter((op) => e.access[op] === 'owner');
  const verbs = ops.map((op) => (op === 'read' ? 'sees' : op === 'update' ? 'changes' : 'deletes'));
  const listed = verbs.length > 1 ? `${verbs.slice(0, -1).join(', ')} and ${verbs.at(-1)}` : verbs[0];
  const what = ops.length ? `a signed-in user ${listed} only their own rows (another user's row answers 404)` : 'rows a customer creates are theirs';
  return `${what}; staff whose role grants the operation reach all.`;
}

/**
 * `BannerRelations`: each relation by the key its record is answered under, with its field and the related
 * entity's record type, for the types of `fields` and `expand` (runtime-web/api/selection.ts).
 */
function relationParts(e: SanitizedEntity, all: SanitizedEntity[]): { imports: string; type: string } {
  const lines: string[] = [];
  const targets = new Map<string, string>();
  for (const f of e.fields) {
    const rel = f.meta.relation ?? f.meta.manyToMany;
    const target = rel && !f.meta.writeOnly ? all.find((t) => t.name === rel.entity) : undefined;
    if (!rel || !target) continue;
    if (target.name !== e.name) targets.set(target.pascal, target.name);
    lines.push(`  ${rel.as}: { field: ${quote(f.name)}; record: ${target.pascal}; many: ${Boolean(f.meta.manyToMany)} };`);
  }
  const imports = [...targets].map(([pascal, name]) => `import type { ${pascal} } from '../schemas/${name}.schema';\n`).join('');
  return { imports, type: lines.length ? `{\n${lines.join('\n')}\n}` : 'Record<never, never>' };
}

export function emitApiClient(e: SanitizedEntity, all: SanitizedEntity[]): string {
  const fields = sortableFields(e).map(quote).join(' | ');
  const owned = ownerParts(e);
  const actions = e.actions.map((a) => quote(a.name)).join(' | ') || 'never';
  const relations = relationParts(e, all);
  return `${header(e.source)}${e.drafts ? `import { draftClient } from '${fromGenerated(1, 'runtime-web/api/draft-client')}';\n` : ''}import { resourceClient } from '${fromGenerated(1, 'runtime-web/api/resource-client')}';
import type { ${e.pascal}, ${e.pascal}Input } from '../schemas/${e.name}.schema';
${relations.imports}
/** The fields that \`sort\` and \`filter\` of ${e.camel}Api.list accept. */
export type ${e.pascal}SortField = ${fields};
${owned.types}
/** The declared actions that ${e.camel}Api.bulk runs besides delete and update. */
export type ${e.pascal}Action = ${actions};

/** The relations that \`expand\` attaches whole, by their answer key: their field and record. */
export type ${e.pascal}Relations = ${relations.type};

/**
 * The API of ${e.pluralLabel} at /api/${e.name}: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
${owned.doc}${e.drafts ? ` * With drafts: \`list\` and \`get\` answer the live (published) values; staff read and write the draft with
 * getDraft, saveDraft, discardDraft, publish${e.drafts.liveField ? ', unpublish' : ''}, previewLink and schedule (runtime-web/api/draft-client.ts).
` : ''} * @example const { data } = await ${e.camel}Api.list({ perPage: 10, sort: ['-id'] });
 */
export const ${e.camel}Api = ${e.drafts
    ? `{ ...resourceClient<${e.pascal}, ${owned.input}, ${e.pascal}SortField, ${e.pascal}Action, ${e.pascal}Relations>(${quote(e.name)}), ...draftClient<${e.pascal}, ${owned.input}>(${quote(e.name)}) }`
    : `resourceClient<${e.pascal}, ${owned.input}, ${e.pascal}SortField, ${e.pascal}Action, ${e.pascal}Relations>(${quote(e.name)})`};
`;
}

export function emitApiIndex(entities: SanitizedEntity[]): string {
  const lines = entities.map((e) => `export { ${e.camel}Api, type ${e.pascal}Action, type ${e.pascal}Relations, type ${e.pascal}SortField } from './${e.name}.api';`);
  return `${header('entities/*.entity.ts')}${lines.join('\n')}
export type { ListFilter, ListParams, ResourceClient, Selected } from '${fromGenerated(1, 'runtime-web/api/resource-client')}';
export type { BulkRequest, BulkResult, ImportResult } from '${fromGenerated(1, 'runtime-web/api/back-office')}';
`;
}
