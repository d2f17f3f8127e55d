// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { enumValue, fileValue, idValue, numberValue, textValue } from '../../runtime-shared/validation';
import { focalPointValue } from '../../kinds/focal-point/value';

export const mediaMeta = {
  name: 'media',
  table: 'media_files',
  label: 'Media File',
  pluralLabel: 'Media Library',
  titleField: 'name',
  defaultSort: '-id',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'media-list', add: 'add-media', edit: 'edit-media', details: 'media-details' },
  singleton: false,
  listFilters: ['kind'],
  actions: [],
  library: { file: 'file', alt: 'alt', focalPoint: 'focal_point', width: 'width', height: 'height', size: 'size', mimeType: 'mime_type', kind: 'kind', uploadedBy: 'uploaded_by_id' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 200 },
    { name: 'file', kind: 'file', label: 'File', required: 'onCreate', searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'], maxBytes: 20971520 } },
    { name: 'alt', kind: 'text', label: 'Alt text', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 300 },
    { name: 'caption', kind: 'textarea', label: 'Caption', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 500 },
    { name: 'focal_point', kind: 'focalPoint', label: 'Focal point', required: false, searchable: false, sortable: false, writeOnly: false },
    { name: 'width', kind: 'number', label: 'Width (px)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, readOnly: true },
    { name: 'height', kind: 'number', label: 'Height (px)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, readOnly: true },
    { name: 'size', kind: 'number', label: 'Size (bytes)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, readOnly: true },
    { name: 'mime_type', kind: 'text', label: 'File type', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 100, readOnly: true },
    { name: 'kind', kind: 'enum', label: 'Kind', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, options: [{ value: 'image', label: 'Image' }, { value: 'document', label: 'Document' }], readOnly: true },
    { name: 'uploaded_by_id', kind: 'relation', label: 'Uploaded by', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'uploaded_by' }, readOnly: true },
  ],
} as const satisfies EntityMeta;

export const mediaCreateSchema = z.object({
  name: textValue({ required: true, max: 200 }),
  file: fileValue({ required: true }),
  alt: textValue({ required: false, max: 300 }),
  caption: textValue({ required: false, max: 500 }),
  focal_point: focalPointValue(),
  width: numberValue({ required: false, integer: true }),
  height: numberValue({ required: false, integer: true }),
  size: numberValue({ required: false, integer: true }),
  mime_type: textValue({ required: false, max: 100 }),
  kind: enumValue(['image', 'document'], { required: false }),
  uploaded_by_id: idValue({ required: false }),
});

export const mediaUpdateSchema = mediaCreateSchema.extend({
  file: fileValue({ required: true }).optional(),
});

/** What a client sends to create a Media File. */
export type MediaInput = z.input<typeof mediaCreateSchema>;

/** A Media File as the API answers it. */
export interface Media {
  id: number;
  name: string;
  file: string;
  alt: string | null;
  caption: string | null;
  focal_point: string | null;
  width: number | null;
  height: number | null;
  size: number | null;
  mime_type: string | null;
  kind: 'image' | 'document' | null;
  uploaded_by_id: number | null;
  uploaded_by?: { id: number; email: string } | null;
  created_at: string;
  updated_at: string;
}
