// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fileValue, idValue, textValue } from '../../runtime-shared/validation';

export const userProfileMeta = {
  name: 'user-profile',
  table: 'user_profiles',
  label: 'Profile',
  pluralLabel: 'Profiles',
  titleField: 'headline',
  defaultSort: '-created_at',
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  owner: 'user_id',
  unique: [{ fields: ['user_id'], message: 'This account has a profile already: change it instead' }],
  admin: { list: 'user-profile-list', add: 'add-user-profile', edit: 'edit-user-profile', details: 'user-profile-details' },
  singleton: false,
  listFilters: ['user_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'user_id', kind: 'relation', label: 'Account', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'headline', kind: 'text', label: 'Headline', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 120 },
    { name: 'bio', kind: 'textarea', label: 'About me', required: false, searchable: true, sortable: false, writeOnly: false, maxLength: 2000 },
    { name: 'photo', kind: 'image', label: 'Photo', required: false, searchable: false, sortable: false, writeOnly: false, upload: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5242880, library: { entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' } } },
    { name: 'phone', kind: 'phone', label: 'Phone', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false },
    { name: 'address_line1', kind: 'text', label: 'Address line 1', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 150 },
    { name: 'address_line2', kind: 'text', label: 'Address line 2', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 150 },
    { name: 'city', kind: 'text', label: 'City', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'region', kind: 'text', label: 'State or region', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
    { name: 'postcode', kind: 'text', label: 'Postcode', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 20 },
    { name: 'country', kind: 'text', label: 'Country', required: false, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith', 'null', 'notNull'], writeOnly: false, maxLength: 80 },
  ],
} as const satisfies EntityMeta;

export const userProfileCreateSchema = z.object({
  user_id: idValue({ required: true }),
  headline: textValue({ required: false, max: 120 }),
  bio: textValue({ required: false, max: 2000 }),
  photo: fileValue({ required: false }),
  phone: textValue({ required: false, max: 30, format: 'phone' }),
  address_line1: textValue({ required: false, max: 150 }),
  address_line2: textValue({ required: false, max: 150 }),
  city: textValue({ required: false, max: 80 }),
  region: textValue({ required: false, max: 80 }),
  postcode: textValue({ required: false, max: 20 }),
  country: textValue({ required: false, max: 80 }),
});

export const userProfileUpdateSchema = userProfileCreateSchema;

/** What a client sends to create a Profile. */
export type UserProfileInput = z.input<typeof userProfileCreateSchema>;

/** A Profile as the API answers it. */
export interface UserProfile {
  id: number;
  user_id: number;
  user?: { id: number; email: string } | null;
  headline: string | null;
  bio: string | null;
  photo: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country: string | null;
  created_at: string;
  updated_at: string;
}
