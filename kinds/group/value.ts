/**
 * The zod helpers of the kinds made of sub-fields (group here; array and blocks beside theirs). A JSON
 * body carries the value as it is; a multipart body carries it as JSON text, read here first. The
 * sub-fields are checked by their own kinds' schemas, so a message lands on its path (`seo.title`).
 */
import { z } from 'zod';

/** JSON text (a multipart part) as the value it holds; anything else as it is. */
export function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A group: one object of named sub-fields, never null (left out, every sub-field is empty, and each
 * required one says so; null is refused, as a list's or a JSON field's is).
 * @example groupValue(z.object({ title: textValue({ required: true, max: 70 }) }))
 */
export function groupValue<T extends z.ZodObject>(object: T) {
  return z.preprocess((v) => (v === null ? v : (fromJsonText(v) ?? {})), object);
}
