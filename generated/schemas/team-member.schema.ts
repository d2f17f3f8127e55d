// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { booleanValue, fileValue, numberValue, textValue } from '../../runtime-shared/validation';

export const teamMemberMeta = {
  name: 'team-member',
  table: 'team_members',
  label: 'Team Member',
  pluralLabel: 'Team Members',
  titleField: 'name',
  defaultSort: 'display_order',
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'team-list', add: 'add-member', edit: 'edit-member', details: false },
  singleton: false,
  publicFilter: { active: true },
  listFilters: ['active'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'designation', kind: 'text', label: 'Designation', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 120 },
    { name: 'photo', kind: 'image', label: 'Photo', required: 'onCreate', searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'bio', kind: 'textarea', label: 'Short biography', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 1000 },
    { name: 'email', kind: 'email', label: 'Email', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'linkedin_url', kind: 'url', label: 'LinkedIn', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'x_url', kind: 'url', label: 'X (Twitter)', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'github_url', kind: 'url', label: 'GitHub', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'display_order', kind: 'number', label: 'Display order', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, min: 0, default: 0 },
    { name: 'active', kind: 'boolean', label: 'Shown on the site', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'null', 'notNull'], writeOnly: false, default: true },
  ],
} as const satisfies EntityMeta;

export const teamMemberCreateSchema = z.object({
  name: textValue({ required: true, max: 120 }),
  designation: textValue({ required: true, max: 120 }),
  photo: fileValue({ required: true }),
  bio: textValue({ required: false, max: 1000 }),
  email: textValue({ required: false, max: 254, format: 'email' }),
  linkedin_url: textValue({ required: false, max: 2048, format: 'url' }),
  x_url: textValue({ required: false, max: 2048, format: 'url' }),
  github_url: textValue({ required: false, max: 2048, format: 'url' }),
  display_order: numberValue({ required: false, integer: true, min: 0, default: 0 }),
  active: booleanValue(true),
});

export const teamMemberUpdateSchema = teamMemberCreateSchema.extend({
  photo: fileValue({ required: true }).optional(),
});

/** What a client sends to create a Team Member. */
export type TeamMemberInput = z.input<typeof teamMemberCreateSchema>;

/** A Team Member as the API answers it. */
export interface TeamMember {
  id: number;
  name: string;
  designation: string;
  photo: string;
  bio: string | null;
  email: string | null;
  linkedin_url: string | null;
  x_url: string | null;
  github_url: string | null;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
