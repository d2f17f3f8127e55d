/** Emits `generated/schemas/index.ts`: every entity's meta, for screens that span entities (roles, dashboard). */
import type { SanitizedEntity } from '../model';
import { fromGenerated, header } from './header';

export function emitSchemaIndex(entities: SanitizedEntity[]): string {
  const imports = entities.map((e) => `import { ${e.camel}Meta } from './${e.name}.schema';`);
  return `${header('entities/*.entity.ts')}import type { EntityMeta } from '${fromGenerated(1, 'runtime-shared/meta')}';
${imports.join('\n')}

/** Every entity, in name order. */
export const entityMetas: EntityMeta[] = [
${entities.map((e) => `  ${e.camel}Meta,`).join('\n')}
];
`;
}
