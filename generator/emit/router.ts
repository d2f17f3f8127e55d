/** Emits `generated/server/<name>.router.ts` and the index that mounts every router. */
import type { SanitizedEntity } from '../model';
import { fromGenerated, header } from './header';

export function emitRouter(e: SanitizedEntity): string {
  return `${header(e.source)}import { createCrudRouter } from '${fromGenerated(1, 'runtime-server/crud/router')}';
import { ${e.camel}CreateSchema, ${e.camel}Meta, ${e.camel}UpdateSchema } from '../schemas/${e.name}.schema';
import { ${e.camel}Answer } from './serializers';${e.singleton ? '' : `
import { ${e.camel}Statements } from './statements/${e.name}';`}

/** The REST API of ${e.pluralLabel} at /api/${e.name}. */
export const ${e.camel}Router = createCrudRouter({
  meta: ${e.camel}Meta,
  createSchema: ${e.camel}CreateSchema,
  updateSchema: ${e.camel}UpdateSchema,
  answer: ${e.camel}Answer,${e.singleton ? '' : `
  statements: ${e.camel}Statements,`}
});
`;
}

export function emitServerIndex(entities: SanitizedEntity[]): string {
  const imports = entities.map((e) => `import { ${e.camel}Router } from './${e.name}.router';\nimport { ${e.camel}Meta } from '../schemas/${e.name}.schema';`);
  const rows = entities.map((e) => `  { meta: ${e.camel}Meta, router: ${e.camel}Router },`);
  return `${header('entities/*.entity.ts')}import type { Resource } from '${fromGenerated(1, 'runtime-server/crud/resource')}';
${imports.join('\n')}

/** Every generated API, mounted by the app at /api/<meta.name>. */
export const resources: Resource[] = [
${rows.join('\n')}
];
`;
}
