/**
 * Emits `generated/server/local-api.ts`: every entity's input, record and
 * action types by API name, and its meta and schemas, so that hand-written
 * code writes records through the runtime's local API with its entity's types
 * (`records(services).create('order', input)`, runtime-server/local-api).
 */
import type { SanitizedEntity } from '../model';
import { fromGenerated, header } from './header';

export function emitLocalApi(entities: SanitizedEntity[]): string {
  const imports = entities.map(
    (e) => `import { ${e.camel}CreateSchema, ${e.camel}Meta, ${e.camel}UpdateSchema, type ${e.pascal}, type ${e.pascal}Input } from '../schemas/${e.name}.schema';`,
  );
  const actions = (e: SanitizedEntity) => (e.actions.length ? e.actions.map((a) => `'${a.name}'`).join(' | ') : 'never');
  const types = entities.map((e) => `  '${e.name}': { input: ${e.pascal}Input; record: ${e.pascal}; actions: ${actions(e)} };`);
  const targets = entities.map((e) => `  '${e.name}': { meta: ${e.camel}Meta, createSchema: ${e.camel}CreateSchema, updateSchema: ${e.camel}UpdateSchema },`);
  return `${header('entities/*.entity.ts')}import type { LocalServices } from '${fromGenerated(1, 'runtime-server/crud/action-hooks')}';
import { registerHooks, type EntityHooks, type RegisteredHooks } from '${fromGenerated(1, 'runtime-server/local-api/hooks')}';
import { localApi, type LocalApi, type LocalApiRegistry } from '${fromGenerated(1, 'runtime-server/local-api/local-api')}';
${imports.join('\n')}

/** Every entity's types by API name: what the local API accepts and answers for it. */
export interface EntityTypeMap {
${types.join('\n')}
}

/** Every entity's meta and schemas by API name. */
export const localApiRegistry: LocalApiRegistry<EntityTypeMap> = {
${targets.join('\n')}
};

/**
 * The local API over this app's entities: the same operations as the generated routes (access,
 * validation, rules, audit, history, conflict checks, hooks), typed per entity.
 * @example await records(contextOf(req)).update('order', id, { status: 'paid' }, { caller: system('payment'), where: { status: ['pending'] } });
 */
export const records = (services: LocalServices): LocalApi<EntityTypeMap> => localApi(localApiRegistry, services);

/** One entity's lifecycle hooks, typed by its input, record and action names (runtime-server/local-api/hooks.ts). */
export type HooksOf<N extends keyof EntityTypeMap> = EntityHooks<EntityTypeMap[N], LocalServices>;

/**
 * Declares an entity's lifecycle hooks for the app's list (\`createApp({ hooks: [...] })\`).
 * @example export const orderHooks = defineHooks('order', { afterChange: async ({ record, previous, trx, services }) => { ... } });
 */
export const defineHooks = <N extends Extract<keyof EntityTypeMap, string>>(entity: N, hooks: HooksOf<N>): RegisteredHooks<LocalServices> => registerHooks(entity, hooks);
`;
}
