/**
 * Answers shaped by the functions the generator emits from each entity's OpenAPI schema
 * (generated/server/serializers.ts, generator/emit/serializers.ts): a record answered holds the keys its
 * schema documents and no other, in the order the API has always written them, whatever the record
 * object carries. `res.json` then writes it as before (V8's `JSON.stringify`).
 */
import type { ListResult } from './read';
import type { Selection } from './selection';
import type { Row } from './serialize';

export type Shape = (record: Row) => Row;

/** An entity's shapes: every plain answer, an `expand=` answer, a `fields=` answer. */
export interface AnswerShapes {
  record: Shape;
  whole: Shape;
  picked: Shape;
}

/** The shape of an answer with this selection (`fields=` and `expand=`), or none. */
export function shapeFor(shapes: AnswerShapes, selection: Selection | undefined): Shape {
  if (!selection) return shapes.record;
  return selection.fields ? shapes.picked : shapes.whole;
}

/** `{data}` of one record, or of none (a singleton before it is first saved). */
export function recordAnswer(shape: Shape, record: Row | null): { data: Row | null } {
  return { data: record === null ? null : shape(record) };
}

/** `{data, meta}` of a page of a list, with the `ListMeta` the document names. */
export function listAnswer(shape: Shape, result: ListResult): { data: Row[]; meta: ListResult['meta'] } {
  const { total, page, perPage } = result.meta;
  return { data: result.data.map(shape), meta: { total, page, perPage } };
}
