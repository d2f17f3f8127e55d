// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { dateTimeValue, enumValue, htmlValue, numberValue, textValue } from '../../runtime-shared/validation';

export const newsLetterMeta = {
  name: 'news-letter',
  table: 'news_letters',
  label: 'Newsletter',
  pluralLabel: 'Newsletters',
  titleField: 'subject',
  defaultSort: '-created_at',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'news-letter-list', add: 'add-news-letter', edit: 'edit-news-letter', details: 'newsletter-details' },
  singleton: false,
  listFilters: ['status'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'subject', kind: 'text', label: 'Subject', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 200 },
    { name: 'preheader', kind: 'text', label: 'Preview text', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 150 },
    { name: 'body', kind: 'richText', label: 'Body', required: true, searchable: true, sortable: false, writeOnly: false },
    { name: 'status', kind: 'enum', label: 'Status', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'draft', label: 'Draft' }, { value: 'sent', label: 'Sent' }], default: 'draft' },
    { name: 'sent_at', kind: 'datetime', label: 'Sent at', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false },
    { name: 'recipients', kind: 'number', label: 'Recipients', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0 },
  ],
} as const satisfies EntityMeta;

export const newsLetterCreateSchema = z.object({
  subject: textValue({ required: true, max: 200 }),
  preheader: textValue({ required: false, max: 150 }),
  body: htmlValue({ required: true }),
  status: enumValue(['draft', 'sent'], { required: true }),
  sent_at: dateTimeValue({ required: false }),
  recipients: numberValue({ required: false, integer: true, min: 0 }),
});

export const newsLetterUpdateSchema = newsLetterCreateSchema;

/** What a client sends to create a Newsletter. */
export type NewsLetterInput = z.input<typeof newsLetterCreateSchema>;

/** A Newsletter as the API answers it. */
export interface NewsLetter {
  id: number;
  subject: string;
  preheader: string | null;
  body: string;
  status: 'draft' | 'sent';
  sent_at: string | null;
  recipients: number | null;
  created_at: string;
  updated_at: string;
}
