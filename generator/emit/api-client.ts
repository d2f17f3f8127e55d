/**
 * Emits the typed API client: `generated/api/<name>.api.ts` per entity (a
 * `resourceClient` typed with the record, the input and the sortable fields)
 * and `generated/api/index.ts`. Site pages import these instead of writing paths.
 */
import type { SanitizedEntity } from '../model';
import { quote } from '../names';
import { sortableFields } from './openapi-common';
import { fromGenerated, header } from './header';

export function emitApiClient(e: SanitizedEntity): string {
  const fields = sortableFields(e).map(quote).join(' | ');
  const actions = e.actions.map((a) => quote(a.name)).join(' | ') || 'never';
  return `${header(e.source)}import { resourceClient } from '${fromGenerated(1, 'runtime-web/api/resource-client')}';
import type { ${e.pascal}, ${e.pascal}Input } from '../schemas/${e.name}.schema';

/** The fields that \`sort\` and \`filter\` of ${e.camel}Api.list accept. */
export type ${e.pascal}SortField = ${fields};

/** The declared actions that ${e.camel}Api.bulk runs besides delete and update. */
export type ${e.pascal}Action = ${actions};

/**
 * The API of ${e.pluralLabel} at /api/${e.name}: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await ${e.camel}Api.list({ perPage: 10, sort: ['-id'] });
 */
export const ${e.camel}Api = resourceClient<${e.pascal}, ${e.pascal}Input, ${e.pascal}SortField, ${e.pascal}Action>(${quote(e.name)});
`;
}

export function emitApiIndex(entities: SanitizedEntity[]): string {
  const lines = entities.map((e) => `export { ${e.camel}Api, type ${e.pascal}Action, type ${e.pascal}SortField } from './${e.name}.api';`);
  return `${header('entities/*.entity.ts')}${lines.join('\n')}
export type { ListParams, ResourceClient } from '${fromGenerated(1, 'runtime-web/api/resource-client')}';
export type { BulkRequest, BulkResult, ImportResult } from '${fromGenerated(1, 'runtime-web/api/back-office')}';
`;
}
