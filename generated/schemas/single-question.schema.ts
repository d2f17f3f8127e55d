// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, enumValue, idValue, numberValue, optionsValue, textValue } from '../../runtime-shared/validation';

export const singleQuestionMeta = {
  name: 'single-question',
  table: 'single_questions',
  label: 'Question',
  pluralLabel: 'Questions',
  titleField: 'question',
  defaultSort: '-created_at',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'single-question-list', add: 'add-single-question', edit: 'edit-single-question', details: 'single-question-details' },
  singleton: false,
  listFilters: ['question_type_id', 'difficulty', 'active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'question_type_id', kind: 'relation', label: 'Question type', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'question-type', table: 'question_types', show: 'name', as: 'question_type' } },
    { name: 'question', kind: 'text', label: 'Question', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 1000 },
    { name: 'options', kind: 'options', label: 'Answer options', required: false, searchable: false, sortable: false, writeOnly: false },
    { name: 'correct_answers', kind: 'options', label: 'Correct answers', required: true, searchable: false, sortable: false, writeOnly: false },
    { name: 'exact_answer', kind: 'boolean', label: 'Marked automatically (exact answer)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'marks', kind: 'number', label: 'Marks', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 0, max: 100, default: 1 },
    { name: 'difficulty', kind: 'enum', label: 'Difficulty', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'easy', label: 'Easy' }, { value: 'medium', label: 'Medium' }, { value: 'hard', label: 'Hard' }], default: 'medium' },
    { name: 'explanation', kind: 'textarea', label: 'Explanation', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 2000 },
    { name: 'active', kind: 'boolean', label: 'Available for exams', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const singleQuestionCreateSchema = z.object({
  question_type_id: idValue({ required: true }),
  question: textValue({ required: true, max: 1000 }),
  options: optionsValue({ required: false, maxItems: 10 }),
  correct_answers: optionsValue({ required: true, maxItems: 10 }),
  exact_answer: booleanValue(),
  marks: numberValue({ required: true, integer: true, min: 0, max: 100 }),
  difficulty: enumValue(['easy', 'medium', 'hard'], { required: true }),
  explanation: textValue({ required: false, max: 2000 }),
  active: booleanValue(true),
});

export const singleQuestionUpdateSchema = singleQuestionCreateSchema;

/** What a client sends to create a Question. */
export type SingleQuestionInput = z.input<typeof singleQuestionCreateSchema>;

/** A Question as the API answers it. */
export interface SingleQuestion {
  id: number;
  question_type_id: number;
  question_type?: { id: number; name: string } | null;
  question: string;
  options: string[];
  correct_answers: string[];
  exact_answer: boolean;
  marks: number;
  difficulty: 'easy' | 'medium' | 'hard';
  explanation: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}
