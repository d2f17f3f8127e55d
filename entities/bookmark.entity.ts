import { defineEntity, relation } from '../generator/dsl';
import product from './product.entity';
import user from './user.entity';

/**
 * A product a signed-in customer saved for later (/bookmark). Customers see,
 * add and remove only their own; the owner comes from the sign-in token.
 */
export default defineEntity({
  name: 'bookmark',
  label: 'Bookmark',
  pluralLabel: 'Bookmarks',
  fields: {
    user_id: relation(() => user, { show: 'email', required: true, label: 'Customer', onDelete: 'cascade' }),
    product_id: relation(() => product, { show: 'name', required: true, label: 'Product', onDelete: 'cascade' }),
  },
  owner: 'user_id',
  unique: [{ fields: ['user_id', 'product_id'], message: 'This product is bookmarked already' }],
  list: { columns: ['user_id', 'product_id'], defaultSort: '-created_at', filters: ['user_id', 'product_id'] },
  // Nothing to edit: a bookmark is added or removed.
  access: { read: 'owner', create: 'authenticated', update: 'none', delete: 'owner' },
  admin: { add: false, edit: false, nav: false },
});
