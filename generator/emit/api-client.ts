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
  return `${header(e.source)}import { resourceClient } from '${fromGenerated(1, 'runtime-web/api/resource-client')}';
import type { ${e.pascal}, ${e.pascal}Input } from '../schemas/${e.name}.schema';

/** The fields that \`sort\` and \`filter\` of ${e.camel}Api.list accept. */
export type ${e.pascal}SortField = ${fields};

/**
 * The API of ${e.pluralLabel} at /api/${e.name}: list, get, create, update, patch, remove.
 * @example const { data } = await ${e.camel}Api.list({ perPage: 10, sort: ['-id'] });
 */
export const ${e.camel}Api = resourceClient<${e.pascal}, ${e.pascal}Input, ${e.pascal}SortField>(${quote(e.name)});
`;
}

export function emitApiIndex(entities: SanitizedEntity[]): string {
  const lines = entities.map((e) => `export { ${e.camel}Api, type ${e.pascal}SortField } from './${e.name}.api';`);
  return `${header('entities/*.entity.ts')}${lines.join('\n')}
export type { ListParams, ResourceClient } from '${fromGenerated(1, 'runtime-web/api/resource-client')}';
`;
}
