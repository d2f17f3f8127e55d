// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, fileValue, numberValue, textValue } from '../../runtime-shared/validation';

export const aboutFeatureMeta = {
  name: 'about-feature',
  table: 'about_features',
  label: 'About Feature',
  pluralLabel: 'Client About Features',
  titleField: 'title',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'about-feature-list', add: 'add-about-feature', edit: 'edit-about-feature', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 100 },
    { name: 'description', kind: 'textarea', label: 'Description', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 600 },
    { name: 'icon', kind: 'image', label: 'Icon', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const aboutFeatureCreateSchema = z.object({
  title: textValue({ required: true, max: 100 }),
  description: textValue({ required: true, max: 600 }),
  icon: fileValue({ required: false }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const aboutFeatureUpdateSchema = aboutFeatureCreateSchema;

/** What a client sends to create a About Feature. */
export type AboutFeatureInput = z.input<typeof aboutFeatureCreateSchema>;

/** A About Feature as the API answers it. */
export interface AboutFeature {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
