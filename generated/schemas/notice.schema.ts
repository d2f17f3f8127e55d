// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, dateTimeValue, fileValue, htmlValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const noticeMeta = {
  name: 'notice',
  table: 'notices',
  label: 'Notice',
  pluralLabel: 'Notices',
  titleField: 'title',
  defaultSort: '-published_at',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'notice-list', add: 'add-notice', edit: 'edit-notice', details: 'notice-details' },
  singleton: false,
  publicFilter: { published_at: { lte: 'now' } },
  listFilters: ['pinned'],
  actions: [],
  search: { title: ['title'], body: ['summary', 'body'], url: '/notice' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 200, localized: true },
    { name: 'summary', kind: 'textarea', label: 'Summary', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500, localized: true },
    { name: 'body', kind: 'richText', label: 'Body', required: true, searchable: true, sortable: false, writeOnly: false, localized: true },
    { name: 'attachment', kind: 'file', label: 'Attachment', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], maxBytes: 10485760, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'published_at', kind: 'datetime', label: 'Publish at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'pinned', kind: 'boolean', label: 'Pinned to the top', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: false },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const noticeCreateSchema = z.object({
  title: textValue({ required: true, max: 200 }),
  summary: textValue({ required: false, max: 500 }),
  body: htmlValue({ required: true }),
  attachment: fileValue({ required: false }),
  published_at: dateTimeValue({ required: false }),
  pinned: booleanValue(),
  translations: jsonObject(z.record(z.string(), z.object({ 'title': z.string().optional(), 'summary': z.string().optional(), 'body': z.string().optional() }).strict())).optional(),
});

export const noticeUpdateSchema = noticeCreateSchema;

/** What a client sends to create a Notice. */
export type NoticeInput = z.input<typeof noticeCreateSchema>;

/** A Notice as the API answers it. */
export interface Notice {
  id: number;
  title: string;
  summary: string | null;
  body: string;
  attachment: string | null;
  published_at: string | null;
  pinned: boolean;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('title' | 'summary' | 'body')[] };
  created_at: string;
  updated_at: string;
}
