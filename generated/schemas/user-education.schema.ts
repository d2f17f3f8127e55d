// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateValue, idValue, textValue } from '../../runtime-shared/validation';

export const userEducationMeta = {
  name: 'user-education',
  table: 'user_educations',
  label: 'Education',
  pluralLabel: 'Education',
  titleField: 'institution',
  defaultSort: '-start_date',
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  owner: 'user_id',
  admin: { list: 'user-education-list', add: 'add-user-education', edit: 'edit-user-education', details: 'user-education-details' },
  singleton: false,
  listFilters: ['user_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'user_id', kind: 'relation', label: 'Account', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'institution', kind: 'text', label: 'Institution', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150 },
    { name: 'degree', kind: 'text', label: 'Degree', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'field_of_study', kind: 'text', label: 'Field of study', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'start_date', kind: 'date', label: 'Start date', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false },
    { name: 'end_date', kind: 'date', label: 'End date', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
  ],
} as const satisfies EntityMeta;

export const userEducationCreateSchema = z.object({
  user_id: idValue({ required: true }),
  institution: textValue({ required: true, max: 150 }),
  degree: textValue({ required: true, max: 120 }),
  field_of_study: textValue({ required: false, max: 120 }),
  start_date: dateValue({ required: true }),
  end_date: dateValue({ required: false }),
  description: textValue({ required: false, max: 1000 }),
});

export const userEducationUpdateSchema = userEducationCreateSchema;

/** What a client sends to create a Education. */
export type UserEducationInput = z.input<typeof userEducationCreateSchema>;

/** A Education as the API answers it. */
export interface UserEducation {
  id: number;
  user_id: number;
  user?: { id: number; email: string } | null;
  institution: string;
  degree: string;
  field_of_study: string | null;
  start_date: string;
  end_date: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}
