/** The entity DSL: everything an `entities/<name>.entity.ts` file imports. */
export { defineEntity, type EntityDefinition, type AnyEntity } from './entity';
export * from './fields';
