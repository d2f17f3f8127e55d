/**
 * Types of `fields=` and `expand=` for the typed client: a read that asks for some fields answers records
 * with only those (and `id`, and the related record of each relation field asked for), and an expanded
 * relation comes as the related entity's whole record. Each generated client names its relations
 * (`ProductRelations` in generated/api/product.api.ts) so that these types can be worked out.
 *
 * @example
 *   const { data } = await productApi.list({ fields: ['name', 'category_id'], expand: ['category'] });
 *   data[0].name; data[0].category?.slug; // data[0].price: a compile error, it was not asked for
 */

/** One relation of an entity: the field holding its id(s), the related entity's record, and whether it is a list. */
export interface RelationShape {
  field: string;
  record: unknown;
  many: boolean;
}

export type Relations = Record<string, RelationShape>;

/** Names `fields` takes: the record's own fields, not the attached related records. */
export type FieldName<T, R extends Relations> = Exclude<keyof T & string, keyof R>;

/** Paths `expand` takes: a relation, or one inside it (`category.parent`; the server checks the deeper names). */
export type ExpandPath<R extends Relations> = (keyof R & string) | `${keyof R & string}.${string}`;

/** `fields` and `expand` of a read, typed by the entity. */
export interface SelectionParams<F extends string, X extends string> {
  fields?: readonly F[];
  expand?: readonly X[];
}

type Top<X> = X extends `${infer K}.${string}` ? K : X;
type AttachedFor<R extends Relations, F> = { [K in keyof R]: R[K]['field'] extends F ? K : never }[keyof R];
type Picked<T, R extends Relations, F> = [F] extends [never] ? T : Pick<T, Extract<F | 'id' | AttachedFor<R, F>, keyof T>>;
type Expanded<R extends Relations, X> = { [K in Extract<Top<X>, keyof R>]: R[K]['many'] extends true ? R[K]['record'][] : R[K]['record'] | null };

/** The record as a read with `fields` (`never`: every field) and `expand` (`never`: none) answers it. */
export type Selected<T, R extends Relations, F extends string, X extends string> = [X] extends [never]
  ? Picked<T, R, F>
  : Omit<Picked<T, R, F>, Extract<Top<X>, keyof R>> & Expanded<R, X>;
