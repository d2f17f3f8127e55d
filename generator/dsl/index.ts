/** The entity DSL: everything an `entities/<name>.entity.ts` file imports. */
export { defineEntity, type EntityDefinition, type AnyEntity } from './entity';
export {
  boolean,
  datetime,
  json,
  manyToMany,
  money,
  options,
  phone,
  date,
  email,
  enumOf,
  file,
  image,
  number,
  password,
  relation,
  richText,
  text,
  textarea,
  url,
  type Field,
} from './fields';
