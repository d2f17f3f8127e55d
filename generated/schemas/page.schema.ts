// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, htmlValue, textValue } from '../../runtime-shared/validation';

export const pageMeta = {
  name: 'page',
  table: 'pages',
  label: 'Content Page',
  pluralLabel: 'Content Pages',
  titleField: 'title',
  defaultSort: 'slug',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'page-list', add: 'add-page', edit: 'edit-page', details: 'page-details' },
  singleton: false,
  publicFilter: { published: true },
  listFilters: ['published'],
  actions: [],
  softDelete: true,
  drafts: { liveField: 'published' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'slug', kind: 'text', label: 'Slug', required: true, searchable: true, sortable: true, writeOnly: false, maxLength: 80, unique: true },
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, writeOnly: false, maxLength: 150 },
    { name: 'meta_description', kind: 'textarea', label: 'Meta description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 300 },
    { name: 'body', kind: 'richText', label: 'Body', required: true, searchable: true, sortable: false, writeOnly: false },
    { name: 'published', kind: 'boolean', label: 'Published on the site', required: false, searchable: false, sortable: true, writeOnly: false, default: false },
  ],
} as const satisfies EntityMeta;

export const pageCreateSchema = z.object({
  slug: textValue({ required: true, max: 80 }),
  title: textValue({ required: true, max: 150 }),
  meta_description: textValue({ required: false, max: 300 }),
  body: htmlValue({ required: true }),
  published: booleanValue(),
});

export const pageUpdateSchema = pageCreateSchema;

/** What a client sends to create a Content Page. */
export type PageInput = z.input<typeof pageCreateSchema>;

/** A Content Page as the API answers it. */
export interface Page {
  id: number;
  slug: string;
  title: string;
  meta_description: string | null;
  body: string;
  published: boolean;
  created_at: string;
  updated_at: string;
}
