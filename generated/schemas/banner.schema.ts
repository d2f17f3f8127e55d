// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fileValue, htmlValue, idValue, textValue } from '../../runtime-shared/validation';
import { jsonObject } from '../../kinds/json/value';

export const bannerMeta = {
  name: 'banner',
  table: 'banners',
  label: 'Banner',
  pluralLabel: 'Home Banner',
  titleField: 'title',
  defaultSort: '-id',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'banner-list', add: 'add-banner', edit: 'edit-banner', details: false },
  singleton: false,
  listFilters: [],
  actions: [],
  softDelete: true,
  rowLinks: [],
  views: [],
  fields: [
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 255, localized: true },
    { name: 'service_id', kind: 'relation', label: 'Service', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'service', table: 'services', show: 'name', as: 'service', softDelete: true } },
    { name: 'sub_title', kind: 'text', label: 'Subtitle', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 255, localized: true },
    { name: 'body', kind: 'richText', label: 'Description', required: false, searchable: true, sortable: false, writeOnly: false, localized: true },
    { name: 'photo', kind: 'image', label: 'Photo', required: 'onCreate', searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'translations', kind: 'json', label: 'Translations', required: false, searchable: false, sortable: false, writeOnly: false, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const bannerCreateSchema = z.object({
  title: textValue({ required: true, max: 255 }),
  service_id: idValue({ required: true }),
  sub_title: textValue({ required: true, max: 255 }),
  body: htmlValue({ required: false }),
  photo: fileValue({ required: true }),
  translations: jsonObject(z.record(z.string(), z.object({ 'title': z.string().optional(), 'sub_title': z.string().optional(), 'body': z.string().optional() }).strict())).optional(),
});

export const bannerUpdateSchema = bannerCreateSchema.extend({
  photo: fileValue({ required: true }).optional(),
});

/** What a client sends to create a Banner. */
export type BannerInput = z.input<typeof bannerCreateSchema>;

/** A Banner as the API answers it. */
export interface Banner {
  id: number;
  title: string;
  service_id: number;
  service?: { id: number; name: string } | null;
  sub_title: string;
  body: string | null;
  photo: string;
  translations?: Record<string, Record<string, unknown>>;
  _meta?: { locale: string; fallback: ('title' | 'sub_title' | 'body')[] };
  created_at: string;
  updated_at: string;
}
