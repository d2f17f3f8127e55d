// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, htmlValue, idListValue, numberValue, textValue } from '../../runtime-shared/validation';

export const examQuestionMeta = {
  name: 'exam-question',
  table: 'exam_questions',
  label: 'Exam',
  pluralLabel: 'Exams',
  titleField: 'title',
  defaultSort: 'title',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'exam-question-list', add: 'add-exam-question', edit: 'edit-exam-question', details: 'exam-question-details' },
  singleton: false,
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150 },
    { name: 'instructions', kind: 'richText', label: 'Instructions', required: false, searchable: true, sortable: false, writeOnly: false },
    { name: 'duration_minutes', kind: 'number', label: 'Duration (minutes)', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 1, max: 480, default: 30 },
    { name: 'pass_mark', kind: 'number', label: 'Pass mark (%)', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 0, max: 100, default: 60 },
    { name: 'question_ids', kind: 'manyToMany', label: 'Questions', required: false, searchable: false, sortable: false, writeOnly: false, manyToMany: { entity: 'single-question', table: 'single_questions', show: 'question', as: 'question', joinTable: 'exam_questions_question', ownColumn: 'exam_question_id', targetColumn: 'single_question_id' } },
    { name: 'shuffle_questions', kind: 'boolean', label: 'Shuffle questions', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
    { name: 'active', kind: 'boolean', label: 'Open for applicants', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const examQuestionCreateSchema = z.object({
  title: textValue({ required: true, max: 150 }),
  instructions: htmlValue({ required: false }),
  duration_minutes: numberValue({ required: true, integer: true, min: 1, max: 480 }),
  pass_mark: numberValue({ required: true, integer: true, min: 0, max: 100 }),
  question_ids: idListValue(),
  shuffle_questions: booleanValue(true),
  active: booleanValue(true),
});

export const examQuestionUpdateSchema = examQuestionCreateSchema;

/** What a client sends to create a Exam. */
export type ExamQuestionInput = z.input<typeof examQuestionCreateSchema>;

/** A Exam as the API answers it. */
export interface ExamQuestion {
  id: number;
  title: string;
  instructions: string | null;
  duration_minutes: number;
  pass_mark: number;
  question_ids: number[];
  question?: { id: number; question: string }[];
  shuffle_questions: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}
