// Generated from entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, enumValue, fileValue, idValue, moneyValue, numberValue, textValue } from '../../runtime-shared/validation';

export const applicantMeta = {
  name: 'applicant',
  table: 'applicants',
  label: 'Applicant',
  pluralLabel: 'Applicants',
  titleField: 'name',
  defaultSort: '-created_at',
  access: { read: 'owner', create: 'admin', update: 'admin', delete: 'admin' },
  owner: 'user_id',
  admin: { list: 'all-applicants', add: false, edit: false, details: 'applicant-details' },
  singleton: false,
  listFilters: ['job_id', 'status'],
  actions: [{ name: 'shortlist', label: 'Shortlist', set: { status: 'shortlisted' }, from: { status: ['new', 'rejected'] }, confirm: false }, { name: 'reject', label: 'Reject', set: { status: 'rejected' }, from: { status: ['new', 'shortlisted'] }, confirm: true }, { name: 'reset', label: 'Back to new', set: { status: 'new' }, from: { status: ['shortlisted', 'rejected'] }, confirm: false }],
  rowLinks: [],
  views: [{ path: 'short-listed-applicant', title: 'Short-listed Applicants' }, { path: 'reject-listed-applicant', title: 'Rejected Applicants' }],
  fields: [
    { name: 'job_id', kind: 'relation', label: 'Job', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'job', table: 'jobs', show: 'title', as: 'job', softDelete: true } },
    { name: 'user_id', kind: 'relation', label: 'Account', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'name', kind: 'text', label: 'Full name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'email', kind: 'email', label: 'Email', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'phone', kind: 'phone', label: 'Phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'location', kind: 'text', label: 'Current location', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'years_experience', kind: 'number', label: 'Years of experience', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, max: 60 },
    { name: 'linkedin_url', kind: 'url', label: 'LinkedIn profile', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'portfolio_url', kind: 'url', label: 'Portfolio or GitHub', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'expected_salary', kind: 'money', label: 'Expected salary (per year)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, currency: 'USD' },
    { name: 'resume', kind: 'file', label: 'Résumé', required: true, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], maxBytes: 5242880, private: true } },
    { name: 'cover_letter', kind: 'textarea', label: 'Cover letter', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 5000 },
    { name: 'status', kind: 'enum', label: 'Status', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'new', label: 'New' }, { value: 'shortlisted', label: 'Short-listed' }, { value: 'rejected', label: 'Rejected' }], default: 'new' },
    { name: 'exam_score', kind: 'number', label: 'Exam score (%)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, max: 100 },
    { name: 'email_verified_at', kind: 'datetime', label: 'Email confirmed at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'application_key', kind: 'text', label: 'Application key', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 300, unique: true },
  ],
} as const satisfies EntityMeta;

export const applicantCreateSchema = z.object({
  job_id: idValue({ required: true }),
  user_id: idValue({ required: false }),
  name: textValue({ required: true, max: 120 }),
  email: textValue({ required: true, max: 254, format: 'email' }),
  phone: textValue({ required: false, max: 30, format: 'phone' }),
  location: textValue({ required: false, max: 120 }),
  years_experience: numberValue({ required: false, integer: true, min: 0, max: 60 }),
  linkedin_url: textValue({ required: false, max: 2048, format: 'url' }),
  portfolio_url: textValue({ required: false, max: 2048, format: 'url' }),
  expected_salary: moneyValue({ required: false }),
  resume: fileValue({ required: true }),
  cover_letter: textValue({ required: false, max: 5000 }),
  status: enumValue(['new', 'shortlisted', 'rejected'], { required: true }),
  exam_score: numberValue({ required: false, integer: true, min: 0, max: 100 }),
  email_verified_at: dateTimeValue({ required: false }),
  application_key: textValue({ required: false, max: 300 }),
});

export const applicantUpdateSchema = applicantCreateSchema;

/** What a client sends to create a Applicant. */
export type ApplicantInput = z.input<typeof applicantCreateSchema>;

/** A Applicant as the API answers it. */
export interface Applicant {
  id: number;
  job_id: number;
  job?: { id: number; title: string } | null;
  user_id: number | null;
  user?: { id: number; email: string } | null;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  years_experience: number | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  expected_salary: number | null;
  resume: string;
  cover_letter: string | null;
  status: 'new' | 'shortlisted' | 'rejected';
  exam_score: number | null;
  email_verified_at: string | null;
  application_key: string | null;
  created_at: string;
  updated_at: string;
}
