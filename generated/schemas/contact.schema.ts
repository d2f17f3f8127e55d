// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, idValue, textValue } from '../../runtime-shared/validation';

export const contactMeta = {
  name: 'contact',
  table: 'contacts',
  label: 'Contact',
  pluralLabel: 'Contacts',
  titleField: 'subject',
  defaultSort: '-created_at',
  access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  admin: { list: 'contact-list', add: 'add-contact', edit: 'edit-contact', details: 'contact-details' },
  singleton: false,
  listFilters: ['read', 'service_id'],
  actions: [{ name: 'mark_read', label: 'Mark as read', set: { read: true }, from: { read: [false] }, confirm: false }, { name: 'mark_unread', label: 'Mark as unread', set: { read: false }, from: { read: [true] }, confirm: false }],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'email', kind: 'email', label: 'Email', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false },
    { name: 'phone', kind: 'phone', label: 'Phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'company', kind: 'text', label: 'Company', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'service_id', kind: 'relation', label: 'Interested in', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'service', table: 'services', show: 'name', as: 'service', softDelete: true } },
    { name: 'subject', kind: 'text', label: 'Subject', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 200 },
    { name: 'message', kind: 'textarea', label: 'Message', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 5000 },
    { name: 'read', kind: 'boolean', label: 'Read', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, staffOnly: true, default: false },
  ],
} as const satisfies EntityMeta;

export const contactCreateSchema = z.object({
  name: textValue({ required: true, max: 120 }),
  email: textValue({ required: true, max: 254, format: 'email' }),
  phone: textValue({ required: false, max: 30, format: 'phone' }),
  company: textValue({ required: false, max: 120 }),
  service_id: idValue({ required: false }),
  subject: textValue({ required: true, max: 200 }),
  message: textValue({ required: true, max: 5000 }),
  read: booleanValue(),
});

export const contactUpdateSchema = contactCreateSchema;

/** What a client sends to create a Contact. */
export type ContactInput = z.input<typeof contactCreateSchema>;

/** A Contact as the API answers it. */
export interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service_id: number | null;
  service?: { id: number; name: string } | null;
  subject: string;
  message: string;
  read: boolean;
  created_at: string;
  updated_at: string;
}
