// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { enumValue, textValue } from '../../runtime-shared/validation';

export const questionTypeMeta = {
  name: 'question-type',
  table: 'question_types',
  label: 'Question Type',
  pluralLabel: 'Question Types',
  titleField: 'name',
  defaultSort: 'name',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'question-type-list', add: 'add-question-type', edit: 'edit-question-type', details: false },
  singleton: false,
  listFilters: ['kind'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80, unique: true },
    { name: 'kind', kind: 'enum', label: 'Answer kind', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'single_choice', label: 'Single choice (one correct option)' }, { value: 'multiple_choice', label: 'Multiple choice (all correct options)' }, { value: 'short_text', label: 'Short text answer' }], default: 'single_choice' },
    { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
  ],
} as const satisfies EntityMeta;

export const questionTypeCreateSchema = z.object({
  name: textValue({ required: true, max: 80 }),
  kind: enumValue(['single_choice', 'multiple_choice', 'short_text'], { required: true }),
  description: textValue({ required: false, max: 1000 }),
});

export const questionTypeUpdateSchema = questionTypeCreateSchema;

/** What a client sends to create a Question Type. */
export type QuestionTypeInput = z.input<typeof questionTypeCreateSchema>;

/** A Question Type as the API answers it. */
export interface QuestionType {
  id: number;
  name: string;
  kind: 'single_choice' | 'multiple_choice' | 'short_text';
  description: string | null;
  created_at: string;
  updated_at: string;
}
