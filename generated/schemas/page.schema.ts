// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, enumValue, htmlValue, textValue } from '../../runtime-shared/validation';
import { arrayValue } from '../../kinds/array/value';
import { blocksValue } from '../../kinds/blocks/value';
import { groupValue } from '../../kinds/group/value';

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
  search: { title: ['title'], body: ['meta_description', 'body', 'layout'], url: '/:slug' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'slug', kind: 'text', label: 'Slug', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80, unique: true },
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150 },
    { name: 'meta_description', kind: 'textarea', label: 'Meta description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 300 },
    { name: 'body', kind: 'richText', label: 'Body', required: true, searchable: true, sortable: false, writeOnly: false },
    { name: 'seo', kind: 'group', label: 'Search engines', required: false, searchable: false, sortable: false, writeOnly: false, fields: [{ name: 'title', kind: 'text', label: 'Title', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 70 }, { name: 'description', kind: 'textarea', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 160 }, { name: 'no_index', kind: 'boolean', label: 'Hide from search engines', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false }] },
    { name: 'layout', kind: 'blocks', label: 'Page sections', required: false, searchable: false, sortable: false, writeOnly: false, maxItems: 50, blocks: [{ type: 'hero', label: 'Hero', fields: [{ name: 'heading', kind: 'text', label: 'Heading', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 }, { name: 'subheading', kind: 'textarea', label: 'Subheading', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 300 }, { name: 'button_label', kind: 'text', label: 'Button label', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 40 }, { name: 'button_url', kind: 'url', label: 'Button link', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false }] }, { type: 'richText', label: 'Text', fields: [{ name: 'body', kind: 'richText', label: 'Body', required: true, searchable: true, sortable: false, writeOnly: false }] }, { type: 'quote', label: 'Quote', fields: [{ name: 'text', kind: 'textarea', label: 'Text', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 600 }, { name: 'author', kind: 'text', label: 'Author', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 }] }, { type: 'cta', label: 'Call to action', fields: [{ name: 'heading', kind: 'text', label: 'Heading', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 }, { name: 'button_label', kind: 'text', label: 'Button label', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 40 }, { name: 'button_url', kind: 'url', label: 'Button link', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false }, { name: 'style', kind: 'enum', label: 'Style', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'primary', label: 'Primary' }, { value: 'subtle', label: 'Subtle' }], default: 'primary' }] }, { type: 'faq', label: 'Questions and answers', fields: [{ name: 'heading', kind: 'text', label: 'Heading', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 }, { name: 'items', kind: 'array', label: 'Questions', required: false, searchable: false, sortable: false, writeOnly: false, minItems: 1, maxItems: 30, fields: [{ name: 'question', kind: 'text', label: 'Question', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 200 }, { name: 'answer', kind: 'textarea', label: 'Answer', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 2000 }] }] }] },
    { name: 'published', kind: 'boolean', label: 'Published on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
  ],
} as const satisfies EntityMeta;

export const pageCreateSchema = z.object({
  slug: textValue({ required: true, max: 80 }),
  title: textValue({ required: true, max: 150 }),
  meta_description: textValue({ required: false, max: 300 }),
  body: htmlValue({ required: true }),
  seo: groupValue(z.object({ title: textValue({ required: false, max: 70 }), description: textValue({ required: false, max: 160 }), no_index: booleanValue() }, { error: 'Enter an object of its fields' })),
  layout: blocksValue([z.object({ type: z.literal('hero'), heading: textValue({ required: true, max: 120 }), subheading: textValue({ required: false, max: 300 }), button_label: textValue({ required: false, max: 40 }), button_url: textValue({ required: false, max: 2048, format: 'url' }) }, { error: 'Enter an object of its fields' }), z.object({ type: z.literal('richText'), body: htmlValue({ required: true }) }, { error: 'Enter an object of its fields' }), z.object({ type: z.literal('quote'), text: textValue({ required: true, max: 600 }), author: textValue({ required: false, max: 120 }) }, { error: 'Enter an object of its fields' }), z.object({ type: z.literal('cta'), heading: textValue({ required: true, max: 120 }), button_label: textValue({ required: true, max: 40 }), button_url: textValue({ required: true, max: 2048, format: 'url' }), style: enumValue(['primary', 'subtle'], { required: true }) }, { error: 'Enter an object of its fields' }), z.object({ type: z.literal('faq'), heading: textValue({ required: false, max: 120 }), items: arrayValue(z.object({ question: textValue({ required: true, max: 200 }), answer: textValue({ required: true, max: 2000 }) }, { error: 'Enter an object of its fields' }), { min: 1, max: 30, rowLabel: 'question' }) }, { error: 'Enter an object of its fields' })], { max: 50 }, ['hero', 'richText', 'quote', 'cta', 'faq']),
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
  seo: { title: string | null; description: string | null; no_index: boolean };
  layout: Array<{ type: 'hero'; heading: string; subheading: string | null; button_label: string | null; button_url: string | null } | { type: 'richText'; body: string } | { type: 'quote'; text: string; author: string | null } | { type: 'cta'; heading: string; button_label: string; button_url: string; style: 'primary' | 'subtle' } | { type: 'faq'; heading: string | null; items: Array<{ question: string; answer: string }> }>;
  published: boolean;
  created_at: string;
  updated_at: string;
}
