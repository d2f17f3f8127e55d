// Generated from entities/applicant-answer.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, dateTimeValue, idValue, jsonValue, numberValue, textValue } from '../../runtime-shared/validation';

export const applicantAnswerMeta = {
  name: 'applicant-answer',
  table: 'applicant_answers',
  label: 'Applicant Answer',
  pluralLabel: 'Applicants Answers',
  titleField: 'attempt_key',
  defaultSort: '-submitted_at',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'applicants-submit-answer', add: false, edit: false, details: 'applicantAns-details' },
  singleton: false,
  listFilters: ['exam_id', 'reviewed', 'passed', 'published'],
  actions: [{ name: 'publish', label: 'Publish result', set: { published: true, published_at: '$now' }, from: { reviewed: [true], published: [false] }, confirm: true }],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'applicant_id', kind: 'relation', label: 'Applicant', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'applicant', table: 'applicants', show: 'name', as: 'applicant' } },
    { name: 'exam_id', kind: 'relation', label: 'Exam', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'exam-question', table: 'exam_questions', show: 'title', as: 'exam' } },
    { name: 'answers', kind: 'json', label: 'Answers', required: false, searchable: false, sortable: false, writeOnly: false },
    { name: 'started_at', kind: 'datetime', label: 'Started at', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'submitted_at', kind: 'datetime', label: 'Submitted at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'auto_score', kind: 'number', label: 'Marks from choice questions', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, decimal: true },
    { name: 'review_marks', kind: 'json', label: 'Reviewer marks', required: false, searchable: false, sortable: false, writeOnly: false },
    { name: 'reviewed', kind: 'boolean', label: 'Fully marked', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'score', kind: 'number', label: 'Marks scored', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, decimal: true },
    { name: 'max_score', kind: 'number', label: 'Marks available', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0 },
    { name: 'passed', kind: 'boolean', label: 'Passed', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'attempt_key', kind: 'text', label: 'Attempt key', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 60, unique: true },
    { name: 'person_key', kind: 'text', label: 'Person key', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 300, unique: true },
    { name: 'account_key', kind: 'text', label: 'Account key', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 60, unique: true },
    { name: 'published', kind: 'boolean', label: 'Result published', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'published_at', kind: 'datetime', label: 'Result published at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const applicantAnswerCreateSchema = z.object({
  applicant_id: idValue({ required: true }),
  exam_id: idValue({ required: true }),
  answers: jsonValue(),
  started_at: dateTimeValue({ required: true }),
  submitted_at: dateTimeValue({ required: false }),
  auto_score: numberValue({ required: false, integer: false, min: 0 }),
  review_marks: jsonValue(),
  reviewed: booleanValue(),
  score: numberValue({ required: false, integer: false, min: 0 }),
  max_score: numberValue({ required: false, integer: true, min: 0 }),
  passed: booleanValue(),
  attempt_key: textValue({ required: false, max: 60 }),
  person_key: textValue({ required: false, max: 300 }),
  account_key: textValue({ required: false, max: 60 }),
  published: booleanValue(),
  published_at: dateTimeValue({ required: false }),
});

export const applicantAnswerUpdateSchema = applicantAnswerCreateSchema;

/** What a client sends to create a Applicant Answer. */
export type ApplicantAnswerInput = z.input<typeof applicantAnswerCreateSchema>;

/** A Applicant Answer as the API answers it. */
export interface ApplicantAnswer {
  id: number;
  applicant_id: number;
  applicant?: { id: number; name: string } | null;
  exam_id: number;
  exam?: { id: number; title: string } | null;
  answers: Record<string, unknown>;
  started_at: string;
  submitted_at: string | null;
  auto_score: number | null;
  review_marks: Record<string, unknown>;
  reviewed: boolean;
  score: number | null;
  max_score: number | null;
  passed: boolean;
  attempt_key: string | null;
  person_key: string | null;
  account_key: string | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
