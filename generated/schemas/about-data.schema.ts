// Generated from entities/about-data.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fileValue, htmlValue, numberValue, textValue } from '../../runtime-shared/validation';

export const aboutDataMeta = {
  name: 'about-data',
  table: 'about_data',
  label: 'About Company',
  pluralLabel: 'About Company',
  titleField: 'company_name',
  defaultSort: '-id',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'about-data', add: false, edit: 'edit-about-data', details: false },
  singleton: true,
  listFilters: [],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'company_name', kind: 'text', label: 'Company name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'tagline', kind: 'text', label: 'Tagline', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 200 },
    { name: 'logo', kind: 'image', label: 'Logo', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'mission', kind: 'textarea', label: 'Mission', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
    { name: 'vision', kind: 'textarea', label: 'Vision', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
    { name: 'story', kind: 'richText', label: 'Our story', required: false, searchable: true, sortable: false, writeOnly: false },
    { name: 'photo', kind: 'image', label: 'Photo', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'founded_year', kind: 'number', label: 'Founded in', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 1900, max: 2100 },
    { name: 'employees', kind: 'number', label: 'Number of employees', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0 },
    { name: 'email', kind: 'email', label: 'General e-mail', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'phone', kind: 'phone', label: 'General phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'linkedin_url', kind: 'url', label: 'LinkedIn', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'x_url', kind: 'url', label: 'X (Twitter)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'facebook_url', kind: 'url', label: 'Facebook', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'youtube_url', kind: 'url', label: 'YouTube', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
  ],
} as const satisfies EntityMeta;

export const aboutDataCreateSchema = z.object({
  company_name: textValue({ required: true, max: 120 }),
  tagline: textValue({ required: false, max: 200 }),
  logo: fileValue({ required: false }),
  mission: textValue({ required: false, max: 1000 }),
  vision: textValue({ required: false, max: 1000 }),
  story: htmlValue({ required: false }),
  photo: fileValue({ required: false }),
  founded_year: numberValue({ required: false, integer: true, min: 1900, max: 2100 }),
  employees: numberValue({ required: false, integer: true, min: 0 }),
  email: textValue({ required: false, max: 254, format: 'email' }),
  phone: textValue({ required: false, max: 30, format: 'phone' }),
  linkedin_url: textValue({ required: false, max: 2048, format: 'url' }),
  x_url: textValue({ required: false, max: 2048, format: 'url' }),
  facebook_url: textValue({ required: false, max: 2048, format: 'url' }),
  youtube_url: textValue({ required: false, max: 2048, format: 'url' }),
});

export const aboutDataUpdateSchema = aboutDataCreateSchema;

/** What a client sends to create a About Company. */
export type AboutDataInput = z.input<typeof aboutDataCreateSchema>;

/** A About Company as the API answers it. */
export interface AboutData {
  id: number;
  company_name: string;
  tagline: string | null;
  logo: string | null;
  mission: string | null;
  vision: string | null;
  story: string | null;
  photo: string | null;
  founded_year: number | null;
  employees: number | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  x_url: string | null;
  facebook_url: string | null;
  youtube_url: string | null;
  created_at: string;
  updated_at: string;
}
