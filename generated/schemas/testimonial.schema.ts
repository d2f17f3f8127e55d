// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, fileValue, numberValue, textValue } from '../../runtime-shared/validation';

export const testimonialMeta = {
  name: 'testimonial',
  table: 'testimonials',
  label: 'Testimonial',
  pluralLabel: 'Testimonials',
  titleField: 'client_name',
  defaultSort: '-created_at',
  access: { read: 'public', create: 'authenticated', update: 'admin', delete: 'admin' },
  admin: { list: 'testimonial-list', add: false, edit: 'edit-testimonial', details: 'testimonial-details' },
  singleton: false,
  publicFilter: { published: true },
  listFilters: ['published'],
  actions: [{ name: 'publish', label: 'Publish', set: { published: true }, from: { published: [false] }, confirm: false }, { name: 'unpublish', label: 'Unpublish', set: { published: false }, from: { published: [true] }, confirm: false }],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'client_name', kind: 'text', label: 'Client name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'company', kind: 'text', label: 'Company', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'designation', kind: 'text', label: 'Designation', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'photo', kind: 'image', label: 'Photo', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'message', kind: 'textarea', label: 'Message', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 2000 },
    { name: 'rating', kind: 'number', label: 'Rating', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 1, max: 5, default: 5 },
    { name: 'published', kind: 'boolean', label: 'Published on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, staffOnly: true, default: false },
  ],
} as const satisfies EntityMeta;

export const testimonialCreateSchema = z.object({
  client_name: textValue({ required: true, max: 120 }),
  company: textValue({ required: false, max: 120 }),
  designation: textValue({ required: false, max: 120 }),
  photo: fileValue({ required: false }),
  message: textValue({ required: true, max: 2000 }),
  rating: numberValue({ required: true, integer: true, min: 1, max: 5 }),
  published: booleanValue(),
});

export const testimonialUpdateSchema = testimonialCreateSchema;

/** What a client sends to create a Testimonial. */
export type TestimonialInput = z.input<typeof testimonialCreateSchema>;

/** A Testimonial as the API answers it. */
export interface Testimonial {
  id: number;
  client_name: string;
  company: string | null;
  designation: string | null;
  photo: string | null;
  message: string;
  rating: number;
  published: boolean;
  created_at: string;
  updated_at: string;
}
