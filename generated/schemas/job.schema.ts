// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateValue, enumValue, htmlValue, idValue, moneyValue, numberValue, textValue } from '../../runtime-shared/validation';
import { arrayValue } from '../../kinds/array/value';
import { jsonObject } from '../../kinds/json/value';

export const jobMeta = {
  name: 'job',
  table: 'jobs',
  label: 'Job',
  pluralLabel: 'Jobs',
  titleField: 'title',
  defaultSort: '-created_at',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'job-list', add: 'add-job', edit: 'edit-job', details: 'job-details' },
  singleton: false,
  publicFilter: { state: 'posted', deadline: { gte: 'today', orNull: true } },
  listFilters: ['state', 'category', 'employment_type', 'workplace'],
  actions: [{ name: 'publish', label: 'Publish', set: { state: 'posted' }, from: { state: ['draft'] }, confirm: false }, { name: 'archive', label: 'Archive', set: { state: 'archived' }, from: { state: ['posted'] }, confirm: true }, { name: 'repost', label: 'Post again', set: { state: 'posted' }, from: { state: ['archived'] }, confirm: false }, { name: 'to_draft', label: 'Back to draft', set: { state: 'draft' }, from: { state: ['posted', 'archived'] }, confirm: true }],
  softDelete: true,
  search: { title: ['title'], body: ['summary', 'location', 'description', 'requirements', 'benefits'], url: '/career-details/:id' },
  rowLinks: [{ label: 'Applicants', path: 'applicant-list/:id' }],
  views: [{ path: 'drafted-job-list', title: 'Drafted Jobs' }, { path: 'archived-job-list', title: 'Archived Jobs' }],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150, localized: true },
    { name: 'slug', kind: 'text', label: 'Slug', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 160, unique: true },
    { name: 'category', kind: 'enum', label: 'Category', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'engineering', label: 'Software Engineering' }, { value: 'cloud', label: 'Cloud & Infrastructure' }, { value: 'security', label: 'Cybersecurity' }, { value: 'data', label: 'Data & Analytics' }, { value: 'consulting', label: 'Consulting' }, { value: 'design', label: 'Design' }, { value: 'sales', label: 'Sales & Marketing' }, { value: 'operations', label: 'Operations & Support' }], default: 'engineering' },
    { name: 'location', kind: 'text', label: 'Location', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'workplace', kind: 'enum', label: 'Workplace', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'on_site', label: 'On site' }, { value: 'hybrid', label: 'Hybrid' }, { value: 'remote', label: 'Remote' }], default: 'hybrid' },
    { name: 'employment_type', kind: 'enum', label: 'Employment type', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'full_time', label: 'Full-time' }, { value: 'part_time', label: 'Part-time' }, { value: 'contract', label: 'Contract' }, { value: 'internship', label: 'Internship' }, { value: 'temporary', label: 'Temporary' }], default: 'full_time' },
    { name: 'vacancies', kind: 'number', label: 'Vacancies', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 1, max: 100, default: 1 },
    { name: 'experience', kind: 'text', label: 'Experience', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'salary_min', kind: 'money', label: 'Salary from (per year)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, currency: 'USD' },
    { name: 'salary_max', kind: 'money', label: 'Salary to (per year)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, currency: 'USD' },
    { name: 'deadline', kind: 'date', label: 'Application deadline', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'summary', kind: 'textarea', label: 'Short description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500, localized: true },
    { name: 'description', kind: 'richText', label: 'Description', required: true, searchable: true, sortable: false, writeOnly: false, localized: true },
    { name: 'requirements', kind: 'array', label: 'Requirements', required: false, searchable: false, sortable: false, writeOnly: false, maxItems: 20, fields: [{ name: 'text', kind: 'text', label: 'Requirement', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 300 }], localized: true },
    { name: 'benefits', kind: 'array', label: 'Benefits', required: false, searchable: false, sortable: false, writeOnly: false, maxItems: 20, fields: [{ name: 'text', kind: 'text', label: 'Benefit', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 300 }], localized: true },
    { name: 'state', kind: 'enum', label: 'Status', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'draft', label: 'Draft' }, { value: 'posted', label: 'Posted' }, { value: 'archived', label: 'Archived' }], default: 'draft' },
    { name: 'exam_id', kind: 'relation', label: 'Online exam', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'exam-question', table: 'exam_questions', show: 'title', as: 'exam' } },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const jobCreateSchema = z.object({
  title: textValue({ required: true, max: 150 }),
  slug: textValue({ required: true, max: 160 }),
  category: enumValue(['engineering', 'cloud', 'security', 'data', 'consulting', 'design', 'sales', 'operations'], { required: true }),
  location: textValue({ required: true, max: 120 }),
  workplace: enumValue(['on_site', 'hybrid', 'remote'], { required: true }),
  employment_type: enumValue(['full_time', 'part_time', 'contract', 'internship', 'temporary'], { required: true }),
  vacancies: numberValue({ required: true, integer: true, min: 1, max: 100 }),
  experience: textValue({ required: false, max: 80 }),
  salary_min: moneyValue({ required: false }),
  salary_max: moneyValue({ required: false }),
  deadline: dateValue({ required: false }),
  summary: textValue({ required: false, max: 500 }),
  description: htmlValue({ required: true }),
  requirements: arrayValue(z.object({ text: textValue({ required: true, max: 300 }) }, { error: 'Enter an object of its fields' }), { max: 20, rowLabel: 'requirement' }),
  benefits: arrayValue(z.object({ text: textValue({ required: true, max: 300 }) }, { error: 'Enter an object of its fields' }), { max: 20, rowLabel: 'benefit' }),
  state: enumValue(['draft', 'posted', 'archived'], { required: true }),
  exam_id: idValue({ required: false }),
  translations: jsonObject(z.record(z.string(), z.object({ 'title': z.string().optional(), 'summary': z.string().optional(), 'description': z.string().optional(), 'requirements': z.array(z.unknown()).optional(), 'benefits': z.array(z.unknown()).optional() }).strict())).optional(),
});

export const jobUpdateSchema = jobCreateSchema;

/** What a client sends to create a Job. */
export type JobInput = z.input<typeof jobCreateSchema>;

/** A Job as the API answers it. */
export interface Job {
  id: number;
  title: string;
  slug: string;
  category: 'engineering' | 'cloud' | 'security' | 'data' | 'consulting' | 'design' | 'sales' | 'operations';
  location: string;
  workplace: 'on_site' | 'hybrid' | 'remote';
  employment_type: 'full_time' | 'part_time' | 'contract' | 'internship' | 'temporary';
  vacancies: number;
  experience: string | null;
  salary_min: number | null;
  salary_max: number | null;
  deadline: string | null;
  summary: string | null;
  description: string;
  requirements: Array<{ text: string }>;
  benefits: Array<{ text: string }>;
  state: 'draft' | 'posted' | 'archived';
  exam_id: number | null;
  exam?: { id: number; title: string } | null;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('title' | 'summary' | 'description' | 'requirements' | 'benefits')[] };
  created_at: string;
  updated_at: string;
}
