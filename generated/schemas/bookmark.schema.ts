// Generated from entities/bookmark.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { idValue } from '../../runtime-shared/validation';

export const bookmarkMeta = {
  name: 'bookmark',
  table: 'bookmarks',
  label: 'Bookmark',
  pluralLabel: 'Bookmarks',
  titleField: 'id',
  defaultSort: '-created_at',
  access: { read: 'owner', create: 'authenticated', update: 'none', delete: 'owner' },
  owner: 'user_id',
  unique: [{ fields: ['user_id', 'product_id'], message: 'This product is bookmarked already' }],
  admin: { list: 'bookmark-list', add: false, edit: false, details: 'bookmark-details' },
  singleton: false,
  listFilters: ['user_id', 'product_id'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'user_id', kind: 'relation', label: 'Customer', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'product_id', kind: 'relation', label: 'Product', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'product', table: 'products', show: 'name', as: 'product', softDelete: true } },
  ],
} as const satisfies EntityMeta;

export const bookmarkCreateSchema = z.object({
  user_id: idValue({ required: true }),
  product_id: idValue({ required: true }),
});

export const bookmarkUpdateSchema = bookmarkCreateSchema;

/** What a client sends to create a Bookmark. */
export type BookmarkInput = z.input<typeof bookmarkCreateSchema>;

/** A Bookmark as the API answers it. */
export interface Bookmark {
  id: number;
  user_id: number;
  user?: { id: number; email: string } | null;
  product_id: number;
  product?: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}
