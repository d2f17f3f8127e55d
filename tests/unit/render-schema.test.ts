/**
 * The reference page's short type texts (runtime-server/docs/render-schema.ts) for the schemas
 * z.toJSONSchema writes: a string with two patterns (zod puts the second under `allOf`) still
 * reads as a string with its length, not as "any & any".
 */
import { expect, it } from 'vitest';
import { typeText } from '../../runtime-server/docs/render-schema';

it('shows a string with patterns under allOf as the string it is', () => {
  const phone = { type: 'string', maxLength: 30, allOf: [{ pattern: '^[^\\0]*$' }, { pattern: '^\\+?[0-9][0-9 ().-]{5,24}$' }] };
  expect(typeText(phone)).toBe('string <span class="muted">(≤ 30 chars)</span>');
  expect(typeText({ anyOf: [phone, { type: 'null' }] })).toBe('string <span class="muted">(≤ 30 chars)</span> | null');
  // Without a type, allOf still reads as its parts.
  expect(typeText({ allOf: [{ $ref: '#/components/schemas/Job' }, { type: 'object' }] })).toBe('<a href="#schema-Job">Job</a> &amp; object');
});
