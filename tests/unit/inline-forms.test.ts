/**
 * Which relation targets a select may create inline: the generated list holds
 * every entity some relation or many-to-many field points at that has an add
 * screen, and no target without one (applicants and orders are made by the
 * site, never in the back office). Each entry loads that entity's own form.
 */
import { describe, expect, it } from 'vitest';
import { inlineForms } from '../../generated/web/inline-forms';

describe('generated/web/inline-forms.ts', () => {
  it('lists the relation targets that have an add screen, and only those', () => {
    expect(Object.keys(inlineForms).sort()).toEqual([
      'category',
      'exam-question',
      'footer-header',
      'header-menu',
      'job',
      'product',
      'question-type',
      'role',
      'service',
      'single-question',
      'subcategory',
      'user',
    ]);
    expect(inlineForms).not.toHaveProperty('applicant');
    expect(inlineForms).not.toHaveProperty('order');
  });

  it("loads the target's own fields, meta and create schema", async () => {
    const form = await inlineForms['category']!.load();
    expect(inlineForms['category']!.label).toBe('Category');
    expect(form.meta.name).toBe('category');
    expect(form.Fields.name).toBe('CategoryFields');
    expect(form.schema.safeParse({ name: 'Cloud', slug: 'cloud' }).success).toBe(true);
    expect(form.schema.safeParse({ slug: 'cloud' }).success).toBe(false);
  });
});
