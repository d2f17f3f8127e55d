/**
 * The message an admin sees when a declared action does not apply to a record as it is:
 * the entity's label with its article, the field's label, and the value as people see it.
 */
import { describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import { refusal } from '../../runtime-server/crud/actions';

function refusalOf(entity: string, action: string, row: Record<string, unknown>): string | undefined {
  const meta = entityMetas.find((m) => m.name === entity)!;
  return refusal(meta, meta.actions.find((a) => a.name === action)!, row);
}

describe('action refusal message', () => {
  it('says a boolean state as what the record is, with "an" before a vowel (SQLite stores booleans as 0/1)', () => {
    expect(refusalOf('applicant-answer', 'publish', { reviewed: 0, published: 0 })).toBe('Publish result is not possible for an applicant answer that is not fully marked');
    expect(refusalOf('testimonial', 'publish', { published: true })).toBe('Publish is not possible for a testimonial that is already published on the site');
  });

  it('names a status by its option label and the field by its label', () => {
    expect(refusalOf('job', 'archive', { state: 'draft' })).toBe('Archive is not possible for a job whose status is Draft');
    expect(refusalOf('order', 'ship', { status: 'cancelled' })).toBe('Mark as shipped is not possible for an order whose status is Cancelled');
  });

  it('is undefined when the action applies', () => {
    expect(refusalOf('applicant-answer', 'publish', { reviewed: 1, published: 0 })).toBeUndefined();
  });
});
