// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fileValue, htmlValue, numberValue, textValue } from '../../runtime-shared/validation';

export const consultingStepMeta = {
  name: 'consulting-step',
  table: 'consulting_steps',
  label: 'Consulting Step',
  pluralLabel: 'Consulting Steps',
  titleField: 'title',
  defaultSort: 'step_number',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'consulting-step-list', add: 'add-consulting-step', edit: 'edit-consulting-step', details: 'consulting-step-details' },
  singleton: false,
  listFilters: [],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'step_number', kind: 'number', label: 'Step number', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 1, max: 50 },
    { name: 'title', kind: 'text', label: 'Title', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 100 },
    { name: 'summary', kind: 'textarea', label: 'Short description', required: true, searchable: true, sortable: false, writeOnly: false, maxLength: 500 },
    { name: 'body', kind: 'richText', label: 'Details', required: false, searchable: true, sortable: false, writeOnly: false },
    { name: 'icon', kind: 'image', label: 'Icon', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
  ],
} as const satisfies EntityMeta;

export const consultingStepCreateSchema = z.object({
  step_number: numberValue({ required: true, integer: true, min: 1, max: 50 }),
  title: textValue({ required: true, max: 100 }),
  summary: textValue({ required: true, max: 500 }),
  body: htmlValue({ required: false }),
  icon: fileValue({ required: false }),
});

export const consultingStepUpdateSchema = consultingStepCreateSchema;

/** What a client sends to create a Consulting Step. */
export type ConsultingStepInput = z.input<typeof consultingStepCreateSchema>;

/** A Consulting Step as the API answers it. */
export interface ConsultingStep {
  id: number;
  step_number: number;
  title: string;
  summary: string;
  body: string | null;
  icon: string | null;
  created_at: string;
  updated_at: string;
}
