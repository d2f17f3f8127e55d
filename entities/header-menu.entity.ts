import { boolean, defineEntity, number, relation, text, url, type Field } from '../generator/dsl';

/** An entry of the public site's top menu; an entry with a parent is shown in its parent's drop-down. */
const headerMenu = defineEntity({
  name: 'header_menu',
  label: 'Menu Item',
  pluralLabel: 'Header Menu',
  fields: {
    label: text({ required: true, max: 60, localized: true }),
    url: url({ required: true, label: 'Link', help: 'A site path such as /services, or a full address' }),
    // A self-reference needs the target's type spelled out, or TypeScript cannot infer `headerMenu`.
    parent_id: relation((): { name: string; fields: { label: Field } } => headerMenu, {
      show: 'label',
      label: 'Parent item',
      onDelete: 'cascade',
      help: 'Empty for a top-level entry',
    }),
    display_order: number({ label: 'Display order', default: 0, min: 0 }),
    active: boolean({ label: 'Shown on the site', default: true }),
  },
  publicFilter: { active: true },
  list: { columns: ['label', 'url', 'parent_id', 'display_order', 'active'], defaultSort: 'display_order', filters: ['parent_id', 'active'] },
  access: { read: 'public', write: 'admin' },
  admin: { details: false, nav: { order: 240, labels: { de: 'Hauptmenü' }, label: 'Header Menu', related: ['add-header-menu', 'edit-header-menu'] } },
});
export default headerMenu;
